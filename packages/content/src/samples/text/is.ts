import { paragraphs, type SampleText } from '../types';

export const text: SampleText = {
  categories: { website: 'Vefsíða', store: 'Netverslun', system: 'Kerfi' },
  projects: {
    'fjallalind-vefverslun': {
      title: 'Fjallalind\u00a0– ný netverslun',
      description:
        'Netverslun fyrir íslenskt húðvörumerki sem vinnur úr íslenskum jurtum, með áskriftum og sendingum um öll Norðurlönd.',
      content: paragraphs(
        'Fjallalind framleiðir húðvörur úr íslenskum jurtum og hafði selt þær í verslunum og á mörkuðum í mörg ár. Gamla netverslunin var hæg í síma og réð illa við vaxandi fjölda pantana frá Danmörku og Svíþjóð.',
        'Við hönnuðum nýja netverslun í WooCommerce með áherslu á fallegar vörumyndir, einfalda greiðsluleið og áskriftir að vinsælustu vörunum. Verslunin er á íslensku, ensku og dönsku og reiknar sendingarkostnað sjálfkrafa eftir landi.',
        'Eftir opnun fjölgaði pöntunum úr síma til muna og mun færri viðskiptavinir skildu körfuna eftir hálfkláraða. Fjallalind er nú í þjónustupakka hjá okkur og við sjáum um uppfærslur, afritun og vöktun.',
      ),
      tags: ['WooCommerce', 'Áskriftir', 'Fjöltyngt'],
      deliverables: ['Ný WooCommerce-verslun, hönnuð í kringum vörumyndirnar', 'Greiðsluferli í tveimur skrefum í stað fimm', 'Áskrift að mest seldu vörunum', 'Verslun á íslensku, ensku og dönsku með sendingarkostnaði eftir landi', 'Þjónustusamningur: uppfærslur, afritun og vöktun'],
    },
    'brimnes-vefur': {
      // The last two words tied: "fyrirtækjavefur" alone on a title's last line at every width otherwise.
      title: 'Brimnes sjávarafurðir\u00a0– nýr\u00a0fyrirtækjavefur',
      description: 'Vefur á fjórum tungumálum fyrir sjávarútvegsfyrirtæki sem selur fisk til kaupenda um alla Evrópu.',
      content: paragraphs(
        'Brimnes flytur út ferskan og frosinn fisk til kaupenda víða í Evrópu. Vefurinn þurfti að sýna gæði, rekjanleika og sjálfbærni og svara spurningum erlendra kaupenda áður en þeir taka upp símann.',
        'Við unnum nýja hönnun með ljósmyndum af áhöfn og vinnslu, settum upp vörulista með tæknilegum upplýsingum um hverja tegund og byggðum vefinn á WordPress svo starfsfólk Brimness geti sjálft uppfært efnið á íslensku, ensku, spænsku og dönsku.',
        'Með leitarvélabestun fyrir hvert tungumál birtist Brimnes nú ofarlega þegar kaupendur á helstu mörkuðum fyrirtækisins leita að íslenskum þorski og ýsu.',
      ),
      tags: ['WordPress', 'Fjöltyngt', 'Leitarvélabestun'],
      deliverables: ['Ný hönnun með myndum af áhöfninni og vinnslunni', 'Vörulisti með tæknilegum upplýsingum um hverja tegund', 'WordPress á fjórum tungumálum sem starfsfólk Brimness uppfærir sjálft', 'Leitarvélabestun á hverju tungumáli fyrir sig'],
    },
    'nordurfell-bokunarkerfi': {
      title: 'Norðurfell\u00a0– bókunarkerfi fyrir dagsferðir',
      description: 'Bókunarkerfi fyrir ferðaþjónustufyrirtæki á Norðurlandi sem selur jöklagöngur, hvalaskoðun og norðurljósaferðir.',
      content: paragraphs(
        'Norðurfell selur dagsferðir á Norðurlandi og tók áður við bókunum í tölvupósti og síma. Starfsfólkið eyddi drjúgum hluta dagsins í að staðfesta bókanir og svara sömu spurningunum aftur og aftur.',
        'Við smíðuðum bókunarkerfi sem sýnir laus sæti í rauntíma, tekur við greiðslum og sendir staðfestingu og áminningu sjálfkrafa. Kerfið tengist bókhaldi fyrirtækisins og endursöluaðilum um API, svo sama framboðið birtist alls staðar.',
        'Nú fer langstærstur hluti bókana í gegnum vefinn og leiðsögumenn fá farþegalista beint í símann að morgni hvers dags.',
      ),
      tags: ['Bókunarkerfi', 'React', 'API-tengingar'],
      deliverables: ['Laus sæti í hverri ferð birt í rauntíma', 'Greiðsla á netinu, staðfestingar og áminningar sendar sjálfkrafa', 'API-tenging við bókhaldskerfið og endursöluaðila', 'Farþegalistar í síma leiðsögumanna á hverjum morgni'],
    },
    'casa-brisa-gervigreind': {
      title: 'Casa Brisa\u00a0– gervigreind í þjónustu við gesti',
      description: 'Spjallmenni með gervigreind og nýr bókunarvefur fyrir lítið hótel við ströndina í Sitges.',
      content: paragraphs(
        'Casa Brisa er fjölskyldurekið hótel í Sitges, skammt sunnan við Barcelona. Starfsfólkið í móttökunni fékk tugi tölvupósta á dag með sömu spurningunum um bílastæði, morgunverð og ferðir frá flugvellinum.',
        'Við þjálfuðum spjallmenni á upplýsingum frá hótelinu. Það svarar gestum á sex tungumálum allan sólarhringinn og vísar flóknari málum til starfsfólks. Um leið tengdum við bókunarvélina beint við vefinn svo gestir geti bókað herbergi án milliliða.',
        'Spjallmennið svarar nú flestum fyrirspurnum án aðkomu starfsfólks og beinum bókunum hefur fjölgað jafnt og þétt.',
      ),
      tags: ['Gervigreind', 'Netspjall', 'Bókunarkerfi'],
      deliverables: ['Spjallmenni þjálfað á upplýsingum hótelsins sjálfs', 'Svör á sex tungumálum allan sólarhringinn', 'Flóknari erindi send í móttökuna ásamt samantekt samtalsins', 'Bókunarvél tengd beint við vefinn'],
    },
    'lindarbakari-wordpress-express': {
      title: 'Lindarbakarí\u00a0– WordPress Express',
      description: 'Hverfisbakarí sem opnaði nýjan vef á innan við tveimur vikum með WordPress Express.',
      content: paragraphs(
        'Lindarbakarí er fjölskyldurekið bakarí í Kópavogi sem vildi einfaldan og fallegan vef með opnunartímum, vöruúrvali og upplýsingum um tertupantanir.',
        'WordPress Express hentaði vel: tilbúið útlit sem við löguðum að litum og letri bakarísins, þrjár síður og form fyrir tertupantanir. Við tengdum vefinn líka við Google-fyrirtækjaprófílinn svo opnunartímar séu alls staðar réttir.',
        'Vefurinn fór í loftið tólf dögum eftir fyrsta fund og eigendurnir uppfæra nú sjálfir tilboð vikunnar.',
      ),
      tags: ['WordPress Express', 'Snjallsímavænt', 'Google-fyrirtækjaprófíll'],
      deliverables: ['Tilbúið WordPress-þema í litum og letri bakarísins', 'Þrjár síður: bakaríið, brauð og kökur, kökupantanir', 'Pöntunarform fyrir tertur', 'Opnunartímar samstilltir við Google-fyrirtækjaprófílinn'],
    },
    'havnegaard-vefverslun': {
      title: 'Havnegaard\u00a0– netverslun í Shopify',
      description: 'Netverslun fyrir danskt sælkerabýli á Fjóni sem selur osta, sultur og gjafakörfur beint frá býli.',
      content: paragraphs(
        'Havnegaard er lítið býli á Fjóni sem framleiðir osta, sultur og safa. Eftirspurn eftir gjafakörfum fyrir jólin hafði vaxið langt umfram það sem símapantanir og handskrifaðir listar réðu við.',
        'Teymið okkar í Kaupmannahöfn setti upp Shopify-verslun með MobilePay og kortagreiðslum, afhendingu á pakkaafgreiðslustaði og sérstöku ferli fyrir fyrirtækjagjafir þar sem senda má margar körfur á mörg heimilisföng í einni pöntun.',
        'Samhliða opnuninni stóðum við fyrir markaðsherferð á samfélagsmiðlum og í tölvupósti. Jólasalan á netinu þrefaldaðist miðað við árið á undan.',
      ),
      tags: ['Shopify', 'MobilePay', 'Markaðssetning'],
      deliverables: ['Shopify-verslun með MobilePay og kortagreiðslum', 'Afhending á pakkaafgreiðslustöðum', 'Fyrirtækjagjafir: margar körfur á mörg heimilisföng í einni pöntun', 'Herferð á samfélagsmiðlum og í tölvupósti við opnun'],
    },
    'norrebro-kaffe-askrift': {
      title: 'Nørrebro Kaffe\u00a0– áskriftarkerfi',
      description: 'Áskriftarkerfi fyrir kaffibrennslu í Kaupmannahöfn sem sendir nýbrennt kaffi heim að dyrum.',
      content: paragraphs(
        'Nørrebro Kaffe brennir kaffi í litlum skömmtum og vildi bjóða föstum viðskiptavinum að fá nýbrennt kaffi sent heim á tveggja eða fjögurra vikna fresti.',
        'Við byggðum áskriftarkerfi ofan á netverslunina þar sem viðskiptavinir velja kaffi, magn og tíðni og geta sjálfir gert hlé á áskriftinni, skipt um tegund eða sagt henni upp. Greiðslur eru innheimtar sjálfkrafa og brennslan fær yfirlit yfir það magn sem þarf að brenna í hverri viku.',
        'Áskrifendur standa nú undir um þriðjungi af veltu fyrirtækisins og innkaup á hrábaunum eru mun fyrirsjáanlegri en áður.',
      ),
      tags: ['Áskriftarkerfi', 'WooCommerce', 'Sjálfvirkni'],
      deliverables: ['Áskriftarkerfi ofan á netverslunina sem fyrir var', 'Viðskiptavinir velja kaffi, magn og sendingu á tveggja eða fjögurra vikna fresti', 'Hlé, skipti eða uppsögn án þess að hafa samband', 'Sjálfvirk innheimta og vikulegt yfirlit yfir brennslu'],
    },
    'olivera-vefverslun': {
      title: 'Olivera Mediterrània\u00a0– netverslun og heildsöluvefur',
      description: 'Netverslun og heildsölugátt fyrir katalónskan ólífuolíuframleiðanda sem selur bæði heimilum og veitingahúsum.',
      content: paragraphs(
        'Olivera Mediterrània framleiðir lífræna ólífuolíu í Katalóníu og selur hana jafnt heimilum og veitingahúsum. Heildsölupantanir bárust áður í tölvupósti og verðlistar voru sendir út í töflureiknum.',
        'Teymið okkar í Barcelona smíðaði eina netverslun með tvö andlit: neytendur sjá hefðbundna verslun á katalónsku, spænsku og ensku, en innskráðir heildsöluviðskiptavinir fá sín eigin verð, magnafslátt og geta greitt gegn reikningi.',
        'Heildsölupantanir fara nú að mestu í gegnum vefinn og sölufólk Oliveru hefur meiri tíma til að sinna nýjum viðskiptavinum.',
      ),
      tags: ['WooCommerce', 'Heildsala', 'Fjöltyngt'],
      deliverables: ['Ein WooCommerce-verslun á katalónsku, spænsku og ensku', 'Heildsölugátt að baki innskráningu með eigin verði', 'Magnafsláttur og greiðsla gegn reikningi', 'Heildsölupantanir á vefnum í stað tölvupósts'],
    },
  },
  news: {
    'ny-vefverslun-opnud': {
      title: 'Ný netverslun Fjallalindar opnuð',
      excerpt: 'Fjallalind selur nú íslenskar húðvörur á þremur tungumálum í nýrri netverslun sem við hönnuðum og smíðuðum.',
      content: paragraphs(
        'Húðvörumerkið Fjallalind hefur opnað nýja netverslun sem teymið okkar í Reykjavík hefur unnið að síðustu mánuði. Verslunin er á íslensku, ensku og dönsku og tekur við pöntunum frá öllum Norðurlöndunum.',
        'Fjallalind framleiðir vörur sínar úr jurtum sem tíndar eru á Vestfjörðum og hefur árum saman selt þær í verslunum og á mörkuðum. Eftir því sem pöntunum frá Danmörku og Svíþjóð fjölgaði annaði gamla netverslunin ekki lengur eftirspurninni, allra síst í síma.',
        '## Hönnuð fyrir símann',
        'Markmiðið var skýrt: að gera kaupin jafn einföld í síma og í tölvu. Greiðsluferlið var stytt úr fimm skrefum í tvö, vörusíðurnar hlaðast á innan við sekúndu og fastir viðskiptavinir geta nú gerst áskrifendur að uppáhaldsvörunum sínum og ráðið sjálfir hve oft þær berast.',
        'Sendingarkostnaður reiknast sjálfkrafa eftir landi, svo viðskiptavinur í Malmö sér rétt verð áður en hann kemur að greiðslunni. Vöruljósmyndirnar, sem teknar voru þar sem jurtirnar vaxa, setja svip sinn á hverja síðu og textarnir eru skrifaðir fyrir hvert tungumál í stað þess að vera þýddir orð fyrir orð.',
        '„Við vildum netverslun sem endurspeglaði vörurnar okkar: hreina, einfalda og vandaða,“ segir Hildur Ragnarsdóttir, stofnandi Fjallalindar. „Samstarfið við Hraun gekk eins og í sögu.“',
        '## Hvað tekur við?',
        'Fjallalind er með einn af [þjónustupökkunum okkar](/thjonustupakkar), svo við sjáum um uppfærslur, afritun og vöktun á meðan starfsfólkið einbeitir sér að vörunum. Alla söguna, með skjámyndum úr versluninni, má lesa [á verkefnasíðu Fjallalindar](/verkefni/fjallalind-vefverslun).',
      ),
    },
    'hraun-fagnar-20-arum': {
      title: 'Hraun fagnar 20 ára afmæli',
      excerpt: 'Tuttugu ár, þrjár skrifstofur og yfir 500 viðskiptavinir. Við lítum um öxl og horfum fram á veginn.',
      content: paragraphs(
        'Árið 2006 opnuðum við litla skrifstofu í Reykjavík með eina tölvu á mann og stóra drauma. Tuttugu árum síðar starfar teymið okkar í Reykjavík, Kaupmannahöfn og Barcelona og hefur unnið yfir 600 verkefni fyrir meira en 500 viðskiptavini.',
        '## Frá vefsíðum til kerfa sem eru alltaf opin',
        'Margt hefur breyst á þessum tíma. Vefir eru orðnir að verslunum, bókunarkerfum og þjónustuverum sem eru opin allan sólarhringinn, og gervigreind er orðin hluti af daglegu starfi okkar. Það sem hefur ekki breyst er áherslan á vönduð vinnubrögð og langtímasamstarf.',
        'Mörg þeirra fyrirtækja sem leituðu til okkar fyrstu árin eru enn í viðskiptum við okkur, og sum eru komin með þriðju eða fjórðu útgáfu vefsins síns úr okkar smiðju.',
        'Skrifstofurnar í Kaupmannahöfn og Barcelona færðu okkur nær viðskiptavinum í Danmörku og á Spáni. Nú þykir okkur sjálfsagt að smíða vefi á fjórum tungumálum, og vefurinn sem þú ert að lesa er engin undantekning.',
        '## Komdu og fagnaðu með okkur',
        'Við þökkum viðskiptavinum, samstarfsaðilum og starfsfólki fyrir samfylgdina og fögnum áfanganum með opnu húsi á öllum þremur skrifstofunum í september.',
        'Lestu meira um [sögu okkar og gildi](/fyrirtaekid) eða [hafðu samband](/hafa-samband) ef þú vilt líta við.',
      ),
    },
    'gervigreind-svarar-hotelgestum': {
      title: 'Spjallmenni svarar hótelgestum á sex tungumálum',
      excerpt: 'Casa Brisa í Sitges notar gervigreind frá Hrauni til að svara algengum spurningum gesta allan sólarhringinn.',
      content: paragraphs(
        'Lítil hótel fá jafn margar fyrirspurnir og þau stóru en hafa sjaldnast jafn marga til að svara þeim. Þess vegna leitaði Casa Brisa, fjölskyldurekið hótel í Sitges, til teymisins okkar í Barcelona.',
        'Áður bárust móttökunni tugir tölvupósta á dag með sömu spurningunum um bílastæði, morgunverð og hvernig best væri að komast frá flugvellinum. Svörin tóku drjúgan hluta af morgunvaktinni.',
        '## Svör úr upplýsingum hótelsins sjálfs',
        'Við settum upp spjallmenni sem byggist eingöngu á upplýsingum frá hótelinu sjálfu: verðskrá, reglum um afbókanir, samgöngum og þjónustu í nágrenninu. Þegar spurning fellur utan þess ramma fer hún beint til starfsfólks í móttökunni ásamt samantekt á samtalinu.',
        'Spjallmennið svarar allan sólarhringinn á sex tungumálum, alltaf á máli gestsins. Um leið tengdum við bókunarvélina beint við vefinn svo að gestir geti bókað herbergi milliliðalaust.',
        '## Fyrstu þrír mánuðirnir',
        'Eftir fyrstu þrjá mánuðina svarar spjallmennið um 70% fyrirspurna sjálft. Starfsfólkið hefur meiri tíma fyrir gestina sem eru á staðnum, og það var einmitt tilgangurinn.',
        'Lestu meira [á verkefnasíðu Casa Brisa](/verkefni/casa-brisa-gervigreind) eða kynntu þér hvað [netspjall með gervigreind](/lausnir/netspjall) getur gert fyrir fyrirtækið þitt.',
      ),
    },
    'wordpress-express-a-tolf-dogum': {
      title: 'Frá fyrsta fundi í loftið á tólf dögum',
      excerpt: 'Lindarbakarí fékk nýjan vef með WordPress Express. Svona gekk ferlið fyrir sig, skref fyrir skref.',
      content: paragraphs(
        'Margir halda að nýr vefur taki marga mánuði. Fyrir minni fyrirtæki sem þurfa einfaldan og fallegan vef þarf það ekki að vera svo, og Lindarbakarí, fjölskyldurekið bakarí í Kópavogi, er gott dæmi um það.',
        '## Fyrsti dagur: litir, letur og efni',
        'Á fyrsta fundinum fórum við yfir liti, letur og það efni sem átti að vera á vefnum: opnunartíma, brauð- og kökuúrvalið og tertupantanir.',
        'Daginn eftir var tilbúið útlit í litum bakarísins komið upp á prufusvæði og bakararnir sendu okkur myndir og texta. Eftir eina yfirferð með athugasemdum var vefurinn tilbúinn.',
        '## Tólfti dagur: vefurinn í loftið',
        'Tólf dögum eftir fyrsta fund var vefurinn opnaður með pöntunarformi fyrir tertur, opnunartímum og korti. Við tengdum hann líka við Google-fyrirtækjaprófíl bakarísins svo að opnunartímarnir séu alls staðar réttir.',
        'Eigendurnir uppfæra nú sjálfir tilboð vikunnar og tertupantanirnar berast í gegnum formið en ekki í síma.',
        'Ef fyrirtækið þitt þarf vef í hvelli er [WordPress Express](/lausnir/wordpress-express) góður kostur. Nánar má lesa um verkefnið [á verkefnasíðu Lindarbakarís](/verkefni/lindarbakari-wordpress-express).',
      ),
    },
    'hradi-vefsins-skiptir-mali': {
      title: 'Hraði vefsins skiptir meira máli en þú heldur',
      excerpt:
        'Hægur vefur kostar heimsóknir og sæti í leitarniðurstöðum. Hér eru algengustu ástæðurnar og einföld ráð sem skila miklu.',
      content: paragraphs(
        'Gestir gefast fljótt upp ef vefur er lengi að hlaðast, sérstaklega í síma. Google tekur líka mið af hraða og notendaupplifun þegar leitarniðurstöðum er raðað, meðal annars með mælikvörðunum [Core Web Vitals](https://web.dev/articles/vitals).',
        '## Algengustu sökudólgarnir',
        'Algengustu ástæður hægra vefja eru of stórar myndir, of margar viðbætur og hýsing sem ræður ekki við álagið.',
        '**Myndir:** ljósmynd beint úr myndavélinni getur verið nokkur megabæti, en sama mynd á nútímalegu sniði eins og WebP eða AVIF, í þeirri stærð sem hún birtist í, er oft aðeins tíundi hluti af því.',
        '**Viðbætur og skriftur:** hver spjallgluggi, rakningarkóði og myndasleði bætir við kóða sem síminn þarf að sækja og keyra áður en síðan bregst við. Á hverri síðu á aðeins að hlaðast það sem sú síða þarf.',
        '## Einföld ráð sem skila miklu',
        'Minnkaðu myndirnar og notaðu nútímaleg myndsnið, fækkaðu skriftum sem hlaðast á hverri síðu og veldu [hýsingu](/lausnir/vefhysing) sem hentar umferðinni. Mældu hraðann fyrir og eftir svo þú vitir hverju hver breyting skilar.',
        'Í öllum [þjónustupökkunum okkar](/thjonustupakkar) fylgjumst við með hraða vefsins og látum vita ef hann versnar. Viltu vita hvar vefurinn þinn stendur? [Hafðu samband](/hafa-samband) og við förum yfir stöðuna með þér.',
      ),
    },
    'adgengiskrofur-a-vefnum': {
      title: 'Nýjar aðgengiskröfur: er vefurinn þinn tilbúinn?',
      excerpt: 'Evrópska aðgengistilskipunin tekur gildi í júní 2025. Hér er það helsta sem fyrirtæki þurfa að vita.',
      content: paragraphs(
        'Evrópska aðgengistilskipunin (European Accessibility Act) tekur gildi 28. júní 2025 og nær meðal annars til netverslana, bankaþjónustu og miðasölu í samgöngum.',
        'Fyrirtæki sem selja neytendum í Evrópusambandinu, þar á meðal í Danmörku og á Spáni, þurfa að tryggja að vefir þeirra séu aðgengilegir öllum. Örfyrirtæki sem veita þjónustu eru að mestu undanþegin. [Tilskipunina í heild](https://eur-lex.europa.eu/eli/dir/2019/882/oj) má lesa á vef Evrópusambandsins.',
        '## Hvað þýðir þetta í reynd?',
        'Það þýðir meðal annars að hægt sé að nota vefinn eingöngu með lyklaborði, að myndir hafi lýsandi texta, að nægur munur sé á lit texta og bakgrunns og að form séu skýrt merkt.',
        'Viðmiðið sem flestir styðjast við er [WCAG 2.1](https://www.w3.org/TR/WCAG21/) á stigi AA. Það byggist á skilyrðum sem hægt er að prófa, svo hægt er að fara yfir vefinn lið fyrir lið.',
        '## Hvar á að byrja?',
        'Byrjaðu á síðunum þar sem viðskiptavinir kaupa eða bóka: vörusíðunum, körfunni og greiðsluferlinu. Hindrun þar bitnar ekki aðeins á aðgengi heldur líka á sölunni.',
        'Við tökum út aðgengi vefja og forgangsröðum úrbótum eftir mikilvægi. Allir nýir vefir sem við smíðum eru hannaðir með aðgengi í huga frá fyrsta degi. [Hafðu samband](/hafa-samband) ef þú vilt að við tökum út vefinn þinn.',
      ),
    },
  },
  figures: {
    'fjallalind-vefverslun': [{ value: '40%', label: 'fleiri pantanir úr síma fyrstu þrjá mánuðina' }],
    'brimnes-vefur': [{ value: '4', label: 'tungumál á einum vef' }],
    'nordurfell-bokunarkerfi': [{ value: '80%', label: 'bókana fara nú í gegnum vefinn' }],
    'casa-brisa-gervigreind': [
      { value: '70%', label: 'fyrirspurna svarað án aðkomu starfsfólks' },
      { value: '6', label: 'tungumál, allan sólarhringinn' },
    ],
    'lindarbakari-wordpress-express': [{ value: '12', label: 'dagar frá fyrsta fundi að opnun' }],
    'havnegaard-vefverslun': [{ value: '3×', label: 'meiri jólasala á netinu en árið áður' }],
    'norrebro-kaffe-askrift': [{ value: '⅓', label: 'teknanna kemur frá áskrifendum' }],
  },
  imageAlt: {
    mockup: '{name}: forsíða nýja vefsins á breiðum skjá og fyrsti skjárinn í síma',
    desktop: '{name}: fyrsti skjár nýja vefsins á breiðum skjá',
    phones: '{name}: þrír skjáir úr vefnum í síma, efst á forsíðunni og tveir hlutar neðar',
    sections: '{name}: forsíða nýja vefsins á breiðum skjá, skrunað niður að fyrsta hlutanum fyrir neðan fyrsta skjáinn',
  },
};
