-- Sample projects and news in the four languages, for local development and previews.
-- Generated from packages/content sample data by apps/site/scripts/generate-seed.ts; do not edit by hand.
-- Apply after the migrations: psql -f supabase/migrations/*.sql -f supabase/seed.sql (or supabase db reset).

set standard_conforming_strings = on;

insert into public.projects (id, title, description, content, category, tags, image_url, link, published_at, locale) values
  ('fjallalind-vefverslun', 'Fjallalind – ný vefverslun', 'Vefverslun fyrir íslenskt húðvörumerki sem vinnur úr íslenskum jurtum, með áskriftum og sendingum um öll Norðurlönd.', 'Fjallalind framleiðir húðvörur úr íslenskum jurtum og hafði selt þær í verslunum og á mörkuðum í mörg ár. Gamla vefverslunin var hæg í síma og réð illa við vaxandi fjölda pantana frá Danmörku og Svíþjóð.

Við hönnuðum nýja vefverslun í WooCommerce með áherslu á fallegar vörumyndir, einfalda greiðsluleið og áskriftir að vinsælustu vörunum. Verslunin er á íslensku, ensku og dönsku og reiknar sendingarkostnað sjálfkrafa eftir landi.

Á fyrstu þremur mánuðunum eftir opnun fjölgaði pöntunum úr síma um 40% og mun færri viðskiptavinir skildu körfuna eftir hálfkláraða. Fjallalind er nú í þjónustupakka hjá okkur og við sjáum um uppfærslur, afritun og vöktun.', 'Vefverslun', array['WooCommerce', 'Áskriftir', 'Fjöltyngt']::text[], '/images/projects/fjallalind-vefverslun.svg', 'https://www.fjallalind.example/', '2026-10-08T10:00:00.000Z', 'is'),
  ('brimnes-vefur', 'Brimnes sjávarafurðir – fyrirtækjavefur', 'Nýr fyrirtækjavefur á fjórum tungumálum fyrir sjávarútvegsfyrirtæki sem selur fisk til kaupenda um alla Evrópu.', 'Brimnes flytur út ferskan og frosinn fisk til kaupenda víða í Evrópu. Vefurinn þurfti að sýna gæði, rekjanleika og sjálfbærni og svara spurningum erlendra kaupenda áður en þeir taka upp símann.

Við unnum nýja hönnun með ljósmyndum af áhöfn og vinnslu, settum upp vörulista með tæknilegum upplýsingum um hverja tegund og byggðum vefinn á WordPress svo starfsfólk Brimness getur sjálft uppfært efnið á íslensku, ensku, spænsku og dönsku.

Með leitarvélabestun fyrir hvert tungumál birtist Brimnes nú ofarlega þegar kaupendur á helstu mörkuðum fyrirtækisins leita að íslenskum þorski og ýsu.', 'Vefsíða', array['WordPress', 'Fjöltyngt', 'Leitarvélabestun']::text[], '/images/projects/brimnes-vefur.svg', 'https://www.brimnes.example/', '2026-08-20T10:00:00.000Z', 'is'),
  ('nordurfell-bokunarkerfi', 'Norðurfell – bókunarkerfi fyrir dagsferðir', 'Bókunarkerfi fyrir ferðaþjónustufyrirtæki á Norðurlandi sem selur jöklagöngur, hvalaskoðun og norðurljósaferðir.', 'Norðurfell selur dagsferðir á Norðurlandi og tók áður við bókunum í tölvupósti og síma. Starfsfólkið eyddi drjúgum hluta dagsins í að staðfesta bókanir og svara sömu spurningunum aftur og aftur.

Við smíðuðum bókunarkerfi sem sýnir laus sæti í rauntíma, tekur við greiðslum og sendir staðfestingu og áminningu sjálfkrafa. Kerfið tengist bókhaldi fyrirtækisins og endursöluaðilum um API, svo sama framboðið birtist alls staðar.

Nú fara rúmlega 80% bókana í gegnum vefinn og leiðsögumenn fá farþegalista beint í símann að morgni hvers dags.', 'Kerfi', array['Bókunarkerfi', 'React', 'API-tengingar']::text[], '/images/projects/nordurfell-bokunarkerfi.svg', null, '2026-06-12T10:00:00.000Z', 'is'),
  ('casa-brisa-gervigreind', 'Casa Brisa – gervigreind í þjónustu við gesti', 'Spjallmenni með gervigreind og nýr bókunarvefur fyrir lítið hótel við ströndina í Sitges.', 'Casa Brisa er fjölskyldurekið hótel í Sitges, skammt sunnan við Barcelona. Starfsfólkið í móttökunni fékk tugi tölvupósta á dag með sömu spurningunum um bílastæði, morgunverð og ferðir frá flugvellinum.

Við þjálfuðum spjallmenni á upplýsingum hótelsins sem svarar gestum á sex tungumálum allan sólarhringinn og vísar flóknari málum til starfsfólks. Um leið tengdum við bókunarvélina beint við vefinn svo gestir geta bókað herbergi án milliliða.

Spjallmennið svarar nú um 70% fyrirspurna án aðkomu starfsfólks og beinum bókunum hefur fjölgað jafnt og þétt.', 'Kerfi', array['Gervigreind', 'Netspjall', 'Bókunarkerfi']::text[], '/images/projects/casa-brisa-gervigreind.svg', 'https://www.casabrisa.example/', '2026-05-28T10:00:00.000Z', 'is'),
  ('lindarbakari-wordpress-express', 'Lindarbakarí – WordPress Express', 'Hverfisbakarí sem fór í loftið með nýjan vef á innan við tveimur vikum með WordPress Express.', 'Lindarbakarí er fjölskyldurekið bakarí í Kópavogi sem vildi einfaldan og fallegan vef með opnunartímum, vöruúrvali og upplýsingum um tertupantanir.

WordPress Express hentaði vel: tilbúið útlit sem við löguðum að litum og letri bakarísins, þrjár síður og form fyrir tertupantanir. Við tengdum vefinn líka við Google-fyrirtækjaprófílinn svo opnunartímar séu alls staðar réttir.

Vefurinn fór í loftið tólf dögum eftir fyrsta fund og eigendurnir uppfæra nú sjálfir tilboð vikunnar.', 'Vefsíða', array['WordPress Express', 'Snjallvænt', 'Google Business Profile']::text[], null, 'https://www.lindarbakari.example/', '2026-03-04T10:00:00.000Z', 'is'),
  ('havnegaard-vefverslun', 'Havnegaard – vefverslun í Shopify', 'Vefverslun fyrir danskt sælkerabýli á Fjóni sem selur osta, sultur og gjafakörfur beint frá býli.', 'Havnegaard er lítið býli á Fjóni sem framleiðir osta, sultur og safa. Eftirspurn eftir gjafakörfum fyrir jólin hafði vaxið langt umfram það sem símapantanir og handskrifaðir listar réðu við.

Teymið okkar í Kaupmannahöfn setti upp Shopify-verslun með MobilePay og kortagreiðslum, afhendingu á pakkaafgreiðslustaði og sérstöku ferli fyrir fyrirtækjagjafir þar sem senda má margar körfur á mörg heimilisföng í einni pöntun.

Samhliða opnun keyrðum við markaðsherferð á samfélagsmiðlum og í tölvupósti. Jólasalan á netinu þrefaldaðist miðað við árið á undan.', 'Vefverslun', array['Shopify', 'MobilePay', 'Markaðssetning']::text[], '/images/projects/havnegaard-vefverslun.svg', 'https://www.havnegaard.example/', '2025-12-02T10:00:00.000Z', 'is'),
  ('norrebro-kaffe-askrift', 'Nørrebro Kaffe – áskriftarkerfi', 'Áskriftarkerfi fyrir kaffibrennslu í Kaupmannahöfn sem sendir nýbrennt kaffi heim að dyrum.', 'Nørrebro Kaffe brennir kaffi í litlum skömmtum og vildi bjóða föstum viðskiptavinum að fá nýbrennt kaffi sent heim á tveggja eða fjögurra vikna fresti.

Við byggðum áskriftarkerfi ofan á vefverslunina þar sem viðskiptavinir velja kaffi, magn og tíðni og geta sjálfir gert hlé á áskriftinni, skipt um tegund eða sagt henni upp. Greiðslur eru innheimtar sjálfkrafa og brennslan fær yfirlit yfir það magn sem þarf að brenna í hverri viku.

Áskrifendur standa nú undir um þriðjungi af veltu fyrirtækisins og innkaup á hrábaunum eru mun fyrirsjáanlegri en áður.', 'Kerfi', array['Áskriftarkerfi', 'WooCommerce', 'Sjálfvirkni']::text[], null, null, '2025-10-15T10:00:00.000Z', 'is'),
  ('olivera-vefverslun', 'Olivera Mediterrània – vefverslun og heildsöluvefur', 'Vefverslun og heildsölugátt fyrir katalónskan ólífuolíuframleiðanda sem selur bæði heimilum og veitingahúsum.', 'Olivera Mediterrània framleiðir lífræna ólífuolíu í Katalóníu og selur hana jafnt heimilum og veitingahúsum. Heildsölupantanir bárust áður í tölvupósti og verðlistar voru sendir út í töflureiknum.

Teymið okkar í Barcelona smíðaði eina vefverslun með tvö andlit: neytendur sjá hefðbundna verslun á katalónsku, spænsku og ensku, en innskráðir heildsöluviðskiptavinir fá sín eigin verð, magnafslátt og geta greitt gegn reikningi.

Heildsölupantanir fara nú að mestu í gegnum vefinn og sölufólk Oliveru hefur meiri tíma til að sinna nýjum viðskiptavinum.', 'Vefverslun', array['WooCommerce', 'Heildsala', 'Fjöltyngt']::text[], '/images/projects/olivera-vefverslun.svg', null, '2025-06-18T10:00:00.000Z', 'is'),
  ('fjallalind-vefverslun', 'Fjallalind – a new online store', 'An online store for an Icelandic skincare brand made from Icelandic herbs, with subscriptions and shipping across the Nordics.', 'Fjallalind makes skincare products from Icelandic herbs and had been selling them in shops and at markets for years. Its old online store was slow on mobile and struggled to keep up with a growing number of orders from Denmark and Sweden.

We designed a new WooCommerce store built around beautiful product photography, a simple checkout and subscriptions to the best-selling products. The store is available in Icelandic, English and Danish and calculates shipping automatically by country.

In the first three months after launch, mobile orders grew by 40% and far fewer customers abandoned their carts. Fjallalind is now on one of our care plans, and we take care of updates, backups and monitoring.', 'Online store', array['WooCommerce', 'Subscriptions', 'Multilingual']::text[], '/images/projects/fjallalind-vefverslun.svg', 'https://www.fjallalind.example/', '2026-10-08T10:00:00.000Z', 'en'),
  ('brimnes-vefur', 'Brimnes Seafood – corporate website', 'A new corporate website in four languages for a seafood company that sells fish to buyers all over Europe.', 'Brimnes exports fresh and frozen fish to buyers across Europe. The website had to show quality, traceability and sustainability, and answer foreign buyers’ questions before they pick up the phone.

We created a new design with photography of the crew and the processing plant, set up a product catalog with technical details for each species, and built the site on WordPress so the Brimnes team can update the content themselves in Icelandic, English, Spanish and Danish.

With search engine optimization for each language, Brimnes now ranks near the top when buyers in its key markets search for Icelandic cod and haddock.', 'Website', array['WordPress', 'Multilingual', 'SEO']::text[], '/images/projects/brimnes-vefur.svg', 'https://www.brimnes.example/', '2026-08-20T10:00:00.000Z', 'en'),
  ('nordurfell-bokunarkerfi', 'Norðurfell – a booking system for day tours', 'A booking system for a tour operator in North Iceland selling glacier hikes, whale watching and northern lights tours.', 'Norðurfell runs day tours in North Iceland and used to take bookings by e-mail and phone. Its staff spent a good part of every day confirming bookings and answering the same questions over and over.

We built a booking system that shows available seats in real time, takes payments and sends confirmations and reminders automatically. It connects to the company’s accounting and to resellers through an API, so the same availability shows up everywhere.

More than 80% of bookings now come through the website, and the guides get their passenger lists straight to their phones every morning.', 'System', array['Booking system', 'React', 'API integrations']::text[], '/images/projects/nordurfell-bokunarkerfi.svg', null, '2026-06-12T10:00:00.000Z', 'en'),
  ('casa-brisa-gervigreind', 'Casa Brisa – AI-powered guest service', 'An AI chatbot and a new booking website for a small beachfront hotel in Sitges.', 'Casa Brisa is a family-run hotel in Sitges, just south of Barcelona. The front desk received dozens of e-mails a day with the same questions about parking, breakfast and getting there from the airport.

We trained a chatbot on the hotel’s own information. It answers guests in six languages around the clock and hands more complex requests over to the staff. At the same time, we connected the booking engine directly to the website so guests can book rooms without a middleman.

The chatbot now handles about 70% of inquiries without staff involvement, and direct bookings have grown steadily.', 'System', array['AI', 'Chat', 'Booking system']::text[], '/images/projects/casa-brisa-gervigreind.svg', 'https://www.casabrisa.example/', '2026-05-28T10:00:00.000Z', 'en'),
  ('lindarbakari-wordpress-express', 'Lindarbakarí – WordPress Express', 'A neighborhood bakery that launched its new website in under two weeks with WordPress Express.', 'Lindarbakarí is a family-run bakery in Kópavogur that wanted a simple, good-looking website with opening hours, its range of breads and pastries, and information on cake orders.

WordPress Express was a great fit: a ready-made theme that we adapted to the bakery’s colors and typeface, three pages and a cake order form. We also connected the site to the bakery’s Google Business Profile so the opening hours are correct everywhere.

The website went live twelve days after our first meeting, and the owners now update the weekly specials themselves.', 'Website', array['WordPress Express', 'Mobile-first', 'Google Business Profile']::text[], null, 'https://www.lindarbakari.example/', '2026-03-04T10:00:00.000Z', 'en'),
  ('havnegaard-vefverslun', 'Havnegaard – a Shopify store', 'An online store for a Danish farm on Funen selling cheese, jams and gift baskets straight from the farm.', 'Havnegaard is a small farm on Funen that makes cheese, jams and juice. Demand for Christmas gift baskets had long outgrown what phone orders and handwritten lists could handle.

Our Copenhagen team set up a Shopify store with MobilePay and card payments, delivery to parcel pickup points and a dedicated flow for corporate gifts, where many baskets can be sent to many addresses in a single order.

Alongside the launch we ran a social media and e-mail campaign. Online Christmas sales tripled compared with the year before.', 'Online store', array['Shopify', 'MobilePay', 'Marketing']::text[], '/images/projects/havnegaard-vefverslun.svg', 'https://www.havnegaard.example/', '2025-12-02T10:00:00.000Z', 'en'),
  ('norrebro-kaffe-askrift', 'Nørrebro Kaffe – a subscription system', 'A subscription system for a Copenhagen coffee roastery that delivers freshly roasted coffee to the door.', 'Nørrebro Kaffe roasts coffee in small batches and wanted to offer regular customers freshly roasted coffee delivered every two or four weeks.

We built a subscription system on top of the existing online store. Customers choose their coffee, quantity and frequency, and can pause, switch or cancel on their own. Payments are collected automatically, and the roastery gets an overview of how much it needs to roast each week.

Subscribers now account for about a third of the company’s revenue, and buying green beans has become far more predictable.', 'System', array['Subscription system', 'WooCommerce', 'Automation']::text[], null, null, '2025-10-15T10:00:00.000Z', 'en'),
  ('olivera-vefverslun', 'Olivera Mediterrània – online store and wholesale portal', 'An online store and wholesale portal for a Catalan olive oil producer that sells to households and restaurants alike.', 'Olivera Mediterrània produces organic olive oil in Catalonia and sells it to households and restaurants alike. Wholesale orders used to arrive by e-mail, and price lists were sent out as spreadsheets.

Our Barcelona team built one online store with two faces: consumers see a regular shop in Catalan, Spanish and English, while signed-in wholesale customers get their own prices and volume discounts and can pay by invoice.

Most wholesale orders now come in through the website, and Olivera’s sales team has more time to spend on new customers.', 'Online store', array['WooCommerce', 'B2B', 'Multilingual']::text[], '/images/projects/olivera-vefverslun.svg', null, '2025-06-18T10:00:00.000Z', 'en'),
  ('fjallalind-vefverslun', 'Fjallalind: nueva tienda online', 'Tienda online para una marca islandesa de cosmética natural elaborada con plantas de Islandia, con suscripciones y envíos a todos los países nórdicos.', 'Fjallalind elabora cosmética con plantas islandesas y llevaba años vendiéndola en tiendas y mercados. Su antigua tienda online iba lenta en el móvil y no daba abasto con el creciente número de pedidos desde Dinamarca y Suecia.

Diseñamos una nueva tienda en WooCommerce con protagonismo para la fotografía de producto, un proceso de compra sencillo y suscripciones a los productos más vendidos. La tienda está en islandés, inglés y danés y calcula los gastos de envío automáticamente según el país.

En los tres primeros meses tras el lanzamiento, los pedidos desde el móvil crecieron un 40 % y se redujeron mucho los carritos abandonados. Fjallalind tiene ahora contratado uno de nuestros planes de mantenimiento y nos encargamos de las actualizaciones, las copias de seguridad y la monitorización.', 'Tienda online', array['WooCommerce', 'Suscripciones', 'Multilingüe']::text[], '/images/projects/fjallalind-vefverslun.svg', 'https://www.fjallalind.example/', '2026-10-08T10:00:00.000Z', 'es'),
  ('brimnes-vefur', 'Brimnes Seafood: web corporativa', 'Nueva web corporativa en cuatro idiomas para una empresa pesquera que vende pescado a compradores de toda Europa.', 'Brimnes exporta pescado fresco y congelado a compradores de toda Europa. La web tenía que transmitir calidad, trazabilidad y sostenibilidad, y resolver las dudas de los compradores extranjeros antes de que cogieran el teléfono.

Creamos un diseño nuevo con fotografías de la tripulación y de la planta de procesado, montamos un catálogo con la ficha técnica de cada especie y desarrollamos la web en WordPress para que el equipo de Brimnes pueda actualizar los contenidos por su cuenta en islandés, inglés, español y danés.

Gracias al posicionamiento SEO en cada idioma, Brimnes aparece ahora entre los primeros resultados cuando los compradores de sus principales mercados buscan bacalao y eglefino de Islandia.', 'Web', array['WordPress', 'Multilingüe', 'SEO']::text[], '/images/projects/brimnes-vefur.svg', 'https://www.brimnes.example/', '2026-08-20T10:00:00.000Z', 'es'),
  ('nordurfell-bokunarkerfi', 'Norðurfell: sistema de reservas para excursiones', 'Sistema de reservas para una empresa de turismo del norte de Islandia que vende rutas por glaciares, avistamiento de ballenas y excursiones para ver auroras boreales.', 'Norðurfell organiza excursiones de un día en el norte de Islandia y antes gestionaba las reservas por correo electrónico y por teléfono. Su equipo dedicaba buena parte de la jornada a confirmar reservas y a responder una y otra vez a las mismas preguntas.

Desarrollamos un sistema de reservas que muestra las plazas disponibles en tiempo real, cobra los pagos y envía confirmaciones y recordatorios de forma automática. Se conecta mediante API con la contabilidad de la empresa y con los revendedores, de modo que la disponibilidad es la misma en todos los canales.

Hoy más del 80 % de las reservas llegan a través de la web, y los guías reciben cada mañana la lista de pasajeros directamente en el móvil.', 'Sistema', array['Reservas online', 'React', 'Integraciones API']::text[], '/images/projects/nordurfell-bokunarkerfi.svg', null, '2026-06-12T10:00:00.000Z', 'es'),
  ('casa-brisa-gervigreind', 'Casa Brisa: inteligencia artificial al servicio del huésped', 'Un chatbot con inteligencia artificial y una nueva web de reservas para un pequeño hotel frente al mar en Sitges.', 'Casa Brisa es un hotel familiar en Sitges, a pocos kilómetros al sur de Barcelona. La recepción recibía a diario decenas de correos con las mismas preguntas sobre el aparcamiento, el desayuno o cómo llegar desde el aeropuerto.

Entrenamos un chatbot con la información del propio hotel que atiende a los huéspedes en seis idiomas las 24 horas y deriva al personal las consultas más complejas. Al mismo tiempo, integramos el motor de reservas directamente en la web para que los huéspedes puedan reservar sin intermediarios.

Hoy el chatbot resuelve cerca del 70 % de las consultas sin intervención del personal, y las reservas directas no han dejado de crecer.', 'Sistema', array['Inteligencia artificial', 'Chat con IA', 'Reservas online']::text[], '/images/projects/casa-brisa-gervigreind.svg', 'https://www.casabrisa.example/', '2026-05-28T10:00:00.000Z', 'es'),
  ('lindarbakari-wordpress-express', 'Lindarbakarí: WordPress Express', 'Una panadería de barrio que estrenó web en menos de dos semanas gracias a WordPress Express.', 'Lindarbakarí es una panadería familiar de Kópavogur que quería una web sencilla y bonita con su horario, sus productos e información para encargar tartas.

WordPress Express encajaba a la perfección: una plantilla profesional que adaptamos a los colores y la tipografía de la panadería, tres páginas y un formulario para encargar tartas. Además, conectamos la web con su Perfil de Empresa de Google para que el horario sea correcto en todas partes.

La web se publicó doce días después de la primera reunión, y ahora los propietarios actualizan ellos mismos las ofertas de la semana.', 'Web', array['WordPress Express', 'Adaptada al móvil', 'Perfil de Empresa de Google']::text[], null, 'https://www.lindarbakari.example/', '2026-03-04T10:00:00.000Z', 'es'),
  ('havnegaard-vefverslun', 'Havnegaard: tienda online en Shopify', 'Tienda online para una granja danesa de la isla de Fionia que vende quesos, mermeladas y cestas de regalo directamente al consumidor.', 'Havnegaard es una pequeña granja de Fionia que elabora quesos, mermeladas y zumos. La demanda de cestas de regalo para Navidad hacía tiempo que desbordaba lo que se podía gestionar con pedidos por teléfono y listas escritas a mano.

Nuestro equipo de Copenhague montó una tienda en Shopify con pago por MobilePay y tarjeta, entrega en puntos de recogida y un proceso específico para regalos de empresa, con el que se pueden enviar muchas cestas a muchas direcciones en un único pedido.

Coincidiendo con la apertura, pusimos en marcha una campaña en redes sociales y por correo electrónico. Las ventas online de Navidad se triplicaron respecto al año anterior.', 'Tienda online', array['Shopify', 'MobilePay', 'Marketing digital']::text[], '/images/projects/havnegaard-vefverslun.svg', 'https://www.havnegaard.example/', '2025-12-02T10:00:00.000Z', 'es'),
  ('norrebro-kaffe-askrift', 'Nørrebro Kaffe: sistema de suscripciones', 'Sistema de suscripciones para un tostador de café de Copenhague que lleva café recién tostado hasta la puerta de casa.', 'Nørrebro Kaffe tuesta café en pequeños lotes y quería ofrecer a sus clientes habituales la posibilidad de recibir café recién tostado en casa cada dos o cuatro semanas.

Desarrollamos un sistema de suscripciones sobre su tienda online en el que cada cliente elige café, cantidad y frecuencia, y puede pausar, cambiar o cancelar la suscripción cuando quiera. Los cobros son automáticos y el tostadero dispone de una previsión de cuánto café tiene que tostar cada semana.

Los suscriptores suponen ya alrededor de un tercio de la facturación, y la compra de café verde es mucho más previsible que antes.', 'Sistema', array['Suscripciones', 'WooCommerce', 'Automatización']::text[], null, null, '2025-10-15T10:00:00.000Z', 'es'),
  ('olivera-vefverslun', 'Olivera Mediterrània: tienda online y portal mayorista', 'Tienda online y portal mayorista para un productor catalán de aceite de oliva que vende tanto a particulares como a restaurantes.', 'Olivera Mediterrània produce aceite de oliva ecológico en Cataluña y lo vende tanto a particulares como a restaurantes. Los pedidos al por mayor llegaban por correo electrónico y las tarifas se enviaban en hojas de cálculo.

Nuestro equipo de Barcelona desarrolló una única tienda online con dos caras: los consumidores ven una tienda convencional en catalán, castellano e inglés, mientras que los clientes mayoristas, al iniciar sesión, acceden a sus propios precios, descuentos por volumen y pago mediante factura.

Hoy la mayoría de los pedidos mayoristas entran a través de la web, y el equipo comercial de Olivera tiene más tiempo para dedicarse a captar nuevos clientes.', 'Tienda online', array['WooCommerce', 'B2B', 'Multilingüe']::text[], '/images/projects/olivera-vefverslun.svg', null, '2025-06-18T10:00:00.000Z', 'es'),
  ('fjallalind-vefverslun', 'Fjallalind – ny webshop', 'Webshop til et islandsk hudplejebrand, der bruger islandske urter, med abonnementer og levering i hele Norden.', 'Fjallalind laver hudpleje af islandske urter og havde i mange år solgt produkterne i butikker og på markeder. Den gamle webshop var langsom på mobilen og kunne ikke følge med det stigende antal ordrer fra Danmark og Sverige.

Vi designede en ny webshop i WooCommerce med fokus på flotte produktbilleder, et enkelt købsflow og abonnementer på de mest populære produkter. Webshoppen findes på islandsk, engelsk og dansk og beregner automatisk fragt ud fra landet.

I de første tre måneder efter lanceringen steg antallet af ordrer fra mobilen med 40 %, og langt færre kunder forlod kurven halvvejs. Fjallalind har nu en af vores servicepakker, og vi tager os af opdateringer, backup og overvågning.', 'Webshop', array['WooCommerce', 'Abonnementer', 'Flersproget']::text[], '/images/projects/fjallalind-vefverslun.svg', 'https://www.fjallalind.example/', '2026-10-08T10:00:00.000Z', 'da'),
  ('brimnes-vefur', 'Brimnes Seafood – virksomhedshjemmeside', 'Ny virksomhedshjemmeside på fire sprog til en fiskerivirksomhed, der sælger fisk til købere i hele Europa.', 'Brimnes eksporterer frisk og frossen fisk til købere i hele Europa. Hjemmesiden skulle vise kvalitet, sporbarhed og bæredygtighed og svare på udenlandske køberes spørgsmål, før de tager telefonen.

Vi lavede et nyt design med fotos af besætningen og forarbejdningen, byggede et produktkatalog med tekniske oplysninger om hver fiskeart og udviklede siden i WordPress, så Brimnes’ medarbejdere selv kan opdatere indholdet på islandsk, engelsk, spansk og dansk.

Med søgemaskineoptimering på hvert sprog ligger Brimnes nu højt i søgeresultaterne, når købere på virksomhedens vigtigste markeder søger efter islandsk torsk og kuller.', 'Hjemmeside', array['WordPress', 'Flersproget', 'SEO']::text[], '/images/projects/brimnes-vefur.svg', 'https://www.brimnes.example/', '2026-08-20T10:00:00.000Z', 'da'),
  ('nordurfell-bokunarkerfi', 'Norðurfell – bookingsystem til dagsture', 'Bookingsystem til et turistfirma i Nordisland, der sælger gletsjervandringer, hvalsafari og nordlysture.', 'Norðurfell arrangerer dagsture i Nordisland og tog tidligere imod bookinger på mail og telefon. Medarbejderne brugte en stor del af dagen på at bekræfte bookinger og svare på de samme spørgsmål igen og igen.

Vi udviklede et bookingsystem, der viser ledige pladser i realtid, tager imod betaling og automatisk sender bekræftelser og påmindelser. Systemet er koblet til virksomhedens regnskab og til forhandlere via API, så det samme udbud vises overalt.

I dag kommer over 80 % af bookingerne ind via hjemmesiden, og guiderne får passagerlisten direkte på telefonen hver morgen.', 'System', array['Bookingsystem', 'React', 'API-integrationer']::text[], '/images/projects/nordurfell-bokunarkerfi.svg', null, '2026-06-12T10:00:00.000Z', 'da'),
  ('casa-brisa-gervigreind', 'Casa Brisa – kunstig intelligens i gæsteservicen', 'En AI-chatbot og en ny bookingside til et lille hotel ved stranden i Sitges.', 'Casa Brisa er et familieejet hotel i Sitges lidt syd for Barcelona. Receptionen fik dagligt snesevis af mails med de samme spørgsmål om parkering, morgenmad og transport fra lufthavnen.

Vi trænede en chatbot på hotellets egne oplysninger. Den svarer gæsterne på seks sprog døgnet rundt og sender mere komplicerede henvendelser videre til personalet. Samtidig koblede vi bookingmotoren direkte på hjemmesiden, så gæsterne kan booke værelser uden mellemled.

Chatbotten klarer nu omkring 70 % af henvendelserne uden hjælp fra personalet, og de direkte bookinger er steget støt.', 'System', array['Kunstig intelligens', 'AI-chat', 'Bookingsystem']::text[], '/images/projects/casa-brisa-gervigreind.svg', 'https://www.casabrisa.example/', '2026-05-28T10:00:00.000Z', 'da'),
  ('lindarbakari-wordpress-express', 'Lindarbakarí – WordPress Express', 'Et lokalt bageri, der fik ny hjemmeside på under to uger med WordPress Express.', 'Lindarbakarí er et familieejet bageri i Kópavogur, der ønskede en enkel og flot hjemmeside med åbningstider, sortiment og information om bestilling af lagkager.

WordPress Express passede perfekt: et færdigt tema, som vi tilpassede bageriets farver og skrifttype, tre sider og en bestillingsformular til lagkager. Vi koblede også siden til bageriets Google Virksomhedsprofil, så åbningstiderne er korrekte overalt.

Hjemmesiden gik i luften tolv dage efter det første møde, og ejerne opdaterer nu selv ugens tilbud.', 'Hjemmeside', array['WordPress Express', 'Mobilvenlig', 'Google Virksomhedsprofil']::text[], null, 'https://www.lindarbakari.example/', '2026-03-04T10:00:00.000Z', 'da'),
  ('havnegaard-vefverslun', 'Havnegaard – webshop i Shopify', 'Webshop til en gård på Fyn, der sælger oste, syltetøj og gavekurve direkte fra gården.', 'Havnegaard er en lille gård på Fyn, der laver oste, syltetøj og most. Efterspørgslen efter julegavekurve var for længst vokset ud over, hvad telefonbestillinger og håndskrevne lister kunne klare.

Vores team i København byggede en Shopify-webshop med MobilePay og kortbetaling, levering til pakkeshops og et særligt flow til firmagaver, hvor man kan sende mange kurve til mange adresser i én ordre.

Sammen med lanceringen kørte vi en kampagne på sociale medier og via nyhedsbrev. Julesalget online blev tredoblet i forhold til året før.', 'Webshop', array['Shopify', 'MobilePay', 'Markedsføring']::text[], '/images/projects/havnegaard-vefverslun.svg', 'https://www.havnegaard.example/', '2025-12-02T10:00:00.000Z', 'da'),
  ('norrebro-kaffe-askrift', 'Nørrebro Kaffe – abonnementssystem', 'Abonnementssystem til et kafferisteri i København, der leverer nyristet kaffe direkte til døren.', 'Nørrebro Kaffe rister kaffe i små portioner og ville give sine faste kunder mulighed for at få nyristet kaffe leveret hver anden eller fjerde uge.

Vi byggede et abonnementssystem oven på den eksisterende webshop, hvor kunderne vælger kaffe, mængde og interval og selv kan sætte abonnementet på pause, skifte kaffe eller opsige det. Betalingen trækkes automatisk, og risteriet får et overblik over, hvor meget der skal ristes hver uge.

Abonnenterne står nu for omkring en tredjedel af omsætningen, og indkøbet af råkaffe er blevet langt mere forudsigeligt.', 'System', array['Abonnementssystem', 'WooCommerce', 'Automatisering']::text[], null, null, '2025-10-15T10:00:00.000Z', 'da'),
  ('olivera-vefverslun', 'Olivera Mediterrània – webshop og engrosportal', 'Webshop og engrosportal til en catalansk olivenolieproducent, der sælger til både private og restauranter.', 'Olivera Mediterrània producerer økologisk olivenolie i Catalonien og sælger til både private og restauranter. Engrosordrer kom tidligere ind på mail, og prislister blev sendt ud som regneark.

Vores team i Barcelona byggede én webshop med to ansigter: Forbrugere ser en almindelig webshop på catalansk, spansk og engelsk, mens engroskunder, der er logget ind, får deres egne priser og mængderabatter og kan betale på faktura.

De fleste engrosordrer kommer nu ind via hjemmesiden, og Oliveras sælgere har fået mere tid til nye kunder.', 'Webshop', array['WooCommerce', 'B2B', 'Flersproget']::text[], '/images/projects/olivera-vefverslun.svg', null, '2025-06-18T10:00:00.000Z', 'da')
on conflict do nothing;

insert into public.news (id, slug, title, excerpt, content, image_url, published_at, locale) values
  ('ny-vefverslun-opnud-is', 'ny-vefverslun-opnud', 'Ný vefverslun Fjallalindar opnuð', 'Fjallalind selur nú íslenskar húðvörur á þremur tungumálum í nýrri vefverslun sem við hönnuðum og smíðuðum.', 'Húðvörumerkið Fjallalind hefur opnað nýja vefverslun sem teymið okkar í Reykjavík hefur unnið að síðustu mánuði. Verslunin er á íslensku, ensku og dönsku og tekur við pöntunum frá öllum Norðurlöndunum.

Markmiðið var skýrt: að gera kaupin jafn einföld í síma og í tölvu. Greiðsluferlið var stytt úr fimm skrefum í tvö, vörusíðurnar hlaðast á innan við sekúndu og fastir viðskiptavinir geta nú gerst áskrifendur að uppáhaldsvörunum sínum.

„Við vildum vefverslun sem endurspeglar vörurnar okkar: hreina, einfalda og vandaða,“ segir stofnandi Fjallalindar. „Samstarfið við Hraun gekk eins og í sögu.“

Nánar má lesa um verkefnið á verkefnasíðunni okkar.', '/images/projects/fjallalind-vefverslun.svg', '2026-10-20T09:00:00.000Z', 'is'),
  ('hraun-fagnar-20-arum-is', 'hraun-fagnar-20-arum', 'Hraun fagnar 20 ára afmæli', 'Tuttugu ár, þrjár skrifstofur og yfir 500 viðskiptavinir. Við lítum um öxl og horfum fram á veginn.', 'Árið 2006 opnuðum við litla skrifstofu í Reykjavík með eina tölvu á mann og stóra drauma. Tuttugu árum síðar starfar teymið okkar í Reykjavík, Kaupmannahöfn og Barcelona og hefur unnið yfir 600 verkefni fyrir meira en 500 viðskiptavini.

Margt hefur breyst á þessum tíma. Vefir eru orðnir að verslunum, bókunarkerfum og þjónustuverum sem eru opin allan sólarhringinn, og gervigreind er orðin hluti af daglegu starfi okkar. Það sem hefur ekki breyst er áherslan á vönduð vinnubrögð og langtímasamstarf.

Við þökkum viðskiptavinum, samstarfsaðilum og starfsfólki fyrir samfylgdina og fögnum áfanganum með opnu húsi á öllum þremur skrifstofunum í september.', null, '2026-09-01T09:00:00.000Z', 'is'),
  ('gervigreind-svarar-hotelgestum-is', 'gervigreind-svarar-hotelgestum', 'Spjallmenni svarar hótelgestum á sex tungumálum', 'Casa Brisa í Sitges notar gervigreind frá Hraun til að svara algengum spurningum gesta allan sólarhringinn.', 'Lítil hótel fá jafn margar fyrirspurnir og þau stóru en hafa sjaldnast jafn marga til að svara þeim. Þess vegna leitaði Casa Brisa til teymisins okkar í Barcelona.

Við settum upp spjallmenni sem byggir eingöngu á upplýsingum frá hótelinu sjálfu: verðskrá, reglum um afbókanir, samgöngum og þjónustu í nágrenninu. Þegar spurning fellur utan þess ramma fer hún beint til starfsfólks í móttökunni ásamt samantekt á samtalinu.

Eftir fyrstu þrjá mánuðina svarar spjallmennið um 70% fyrirspurna sjálft. Starfsfólkið hefur meiri tíma fyrir gestina sem eru á staðnum, og það var einmitt tilgangurinn.', '/images/projects/casa-brisa-gervigreind.svg', '2026-06-24T09:00:00.000Z', 'is'),
  ('wordpress-express-a-tolf-dogum-is', 'wordpress-express-a-tolf-dogum', 'Frá fyrsta fundi í loftið á tólf dögum', 'Lindarbakarí fékk nýjan vef með WordPress Express. Svona gekk ferlið fyrir sig, skref fyrir skref.', 'Margir halda að nýr vefur taki marga mánuði. Fyrir minni fyrirtæki sem þurfa einfaldan og fallegan vef þarf það ekki að vera svo, og Lindarbakarí er gott dæmi um það.

Á fyrsta fundinum fórum við yfir liti, letur og það efni sem átti að vera á vefnum. Daginn eftir var tilbúið útlit komið upp á prufusvæði og bakararnir sendu okkur myndir og texta. Eftir eina yfirferð með athugasemdum var vefurinn tilbúinn.

Tólf dögum eftir fyrsta fund fór vefurinn í loftið með pöntunarformi fyrir tertur, opnunartímum og korti. Ef þitt fyrirtæki þarf vef fljótt er WordPress Express góður kostur.', null, '2026-03-18T09:00:00.000Z', 'is'),
  ('hradi-vefsins-skiptir-mali-is', 'hradi-vefsins-skiptir-mali', 'Hraði vefsins skiptir meira máli en þú heldur', null, 'Gestir gefast fljótt upp ef vefur er lengi að hlaðast, sérstaklega í síma. Google tekur líka mið af hraða og notendaupplifun þegar leitarniðurstöðum er raðað, meðal annars með mælikvörðunum Core Web Vitals.

Algengustu ástæður hægra vefja eru of stórar myndir, of margar viðbætur og hýsing sem ræður ekki við álagið. Oft má ná miklum árangri með einföldum aðgerðum: að minnka myndir og nota nútímaleg myndsnið, fækka skriftum sem hlaðast á hverri síðu og velja hýsingu sem hentar umferðinni.

Í öllum þjónustupökkum okkar fylgjumst við með hraða vefsins og látum vita ef hann versnar. Viltu vita hvar þinn vefur stendur? Hafðu samband og við förum yfir stöðuna með þér.', null, '2026-01-22T09:00:00.000Z', 'is'),
  ('adgengiskrofur-a-vefnum-is', 'adgengiskrofur-a-vefnum', 'Nýjar aðgengiskröfur: er vefurinn þinn tilbúinn?', 'Evrópska aðgengistilskipunin tekur gildi í júní 2025. Hér er það helsta sem fyrirtæki þurfa að vita.', 'Evrópska aðgengistilskipunin (European Accessibility Act) tekur gildi 28. júní 2025 og nær meðal annars til vefverslana, bankaþjónustu og miðasölu í samgöngum. Fyrirtæki sem selja neytendum í Evrópusambandinu, þar á meðal í Danmörku og á Spáni, þurfa að tryggja að vefir þeirra séu aðgengilegir öllum. Örfyrirtæki sem veita þjónustu eru að mestu undanþegin.

Í framkvæmd þýðir það meðal annars að hægt sé að nota vefinn eingöngu með lyklaborði, að myndir hafi lýsandi texta, að nægur munur sé á lit texta og bakgrunns og að form séu skýrt merkt. Viðmiðið sem flestir styðjast við er WCAG 2.1 á stigi AA.

Við tökum út aðgengi vefja og forgangsröðum úrbótum eftir mikilvægi. Allir nýir vefir sem við smíðum eru hannaðir með aðgengi í huga frá fyrsta degi.', null, '2025-05-20T09:00:00.000Z', 'is'),
  ('ny-vefverslun-opnud-en', 'ny-vefverslun-opnud', 'Fjallalind opens its new online store', 'Fjallalind now sells Icelandic skincare in three languages from a new online store that we designed and built.', 'Skincare brand Fjallalind has opened a new online store that our Reykjavík team has been working on for the past few months. The store is available in Icelandic, English and Danish and takes orders from all over the Nordics.

The goal was clear: make buying as easy on a phone as on a computer. We cut checkout from five steps to two, product pages load in under a second, and regular customers can now subscribe to their favorite products.

“We wanted an online store that reflects our products: clean, simple and well made,” says Fjallalind’s founder. “Working with Hraun was a breeze.”

You can read more about the project on our projects page.', '/images/projects/fjallalind-vefverslun.svg', '2026-10-20T09:00:00.000Z', 'en'),
  ('hraun-fagnar-20-arum-en', 'hraun-fagnar-20-arum', 'Hraun turns 20', 'Twenty years, three offices and more than 500 clients. We look back, and ahead.', 'In 2006 we opened a small office in Reykjavík with one computer each and big dreams. Twenty years later, our team works from Reykjavík, Copenhagen and Barcelona and has delivered more than 600 projects for over 500 clients.

A lot has changed since then. Websites have become stores, booking systems and service desks that are open around the clock, and AI is now part of our daily work. What hasn’t changed is our focus on careful craftsmanship and long-term partnerships.

We want to thank our clients, partners and staff for being part of the journey, and we are celebrating the milestone with an open house at all three offices in September.', null, '2026-09-01T09:00:00.000Z', 'en'),
  ('gervigreind-svarar-hotelgestum-en', 'gervigreind-svarar-hotelgestum', 'A chatbot that answers hotel guests in six languages', 'Casa Brisa in Sitges uses AI from Hraun to answer common guest questions around the clock.', 'Small hotels get just as many questions as large ones, but rarely have as many people to answer them. That is why Casa Brisa turned to our team in Barcelona.

We set up a chatbot that draws only on the hotel’s own information: rates, cancellation policy, transport and services nearby. When a question falls outside that scope, it goes straight to the front desk together with a summary of the conversation.

After the first three months, the chatbot answers about 70% of inquiries on its own. The staff have more time for the guests who are actually there, which was exactly the point.', '/images/projects/casa-brisa-gervigreind.svg', '2026-06-24T09:00:00.000Z', 'en'),
  ('wordpress-express-a-tolf-dogum-en', 'wordpress-express-a-tolf-dogum', 'From first meeting to launch in twelve days', 'Lindarbakarí got a new website with WordPress Express. Here is how it went, step by step.', 'Many people assume a new website takes months. For small businesses that need a simple, good-looking site, it doesn’t have to, and Lindarbakarí is a good example.

At the first meeting we went through colors, fonts and the content the site should have. The next day a ready-made theme was up on a staging site, and the bakers sent us photos and copy. After one round of feedback, the website was ready.

Twelve days after the first meeting the site went live, complete with a cake order form, opening hours and a map. If your business needs a website fast, WordPress Express is a good choice.', null, '2026-03-18T09:00:00.000Z', 'en'),
  ('hradi-vefsins-skiptir-mali-en', 'hradi-vefsins-skiptir-mali', 'Website speed matters more than you think', null, 'Visitors give up quickly when a website is slow to load, especially on mobile. Google also takes speed and user experience into account when ranking search results, for example through its Core Web Vitals metrics.

The most common causes of slow websites are oversized images, too many plugins and hosting that cannot handle the load. Simple steps often go a long way: compress images and use modern image formats, load fewer scripts on each page and choose hosting that matches your traffic.

On all our care plans we monitor your website’s speed and let you know if it slips. Want to know where your site stands? Get in touch and we will go through it with you.', null, '2026-01-22T09:00:00.000Z', 'en'),
  ('adgengiskrofur-a-vefnum-en', 'adgengiskrofur-a-vefnum', 'New accessibility rules: is your website ready?', 'The European Accessibility Act applies from June 2025. Here is what businesses need to know.', 'The European Accessibility Act applies from June 28, 2025, and covers online stores, banking services and passenger transport ticketing, among others. Businesses that sell to consumers in the European Union, including Denmark and Spain, must make sure their websites are accessible to everyone. Microenterprises providing services are largely exempt.

In practice, this means that the website can be used with a keyboard alone, that images have descriptive text, that text stands out clearly from its background and that forms are clearly labeled. The standard most organizations follow is WCAG 2.1 at level AA.

We audit the accessibility of websites and prioritize fixes by impact. Every new website we build is designed with accessibility in mind from day one.', null, '2025-05-20T09:00:00.000Z', 'en'),
  ('ny-vefverslun-opnud-es', 'ny-vefverslun-opnud', 'Fjallalind estrena tienda online', 'Fjallalind ya vende su cosmética islandesa en tres idiomas desde una nueva tienda online diseñada y desarrollada por Hraun.', 'La marca de cosmética Fjallalind ha abierto una nueva tienda online en la que nuestro equipo de Reikiavik ha trabajado durante los últimos meses. La tienda está en islandés, inglés y danés y acepta pedidos de todos los países nórdicos.

El objetivo estaba claro: que comprar desde el móvil fuera tan fácil como desde el ordenador. Hemos reducido el proceso de compra de cinco pasos a dos, las fichas de producto cargan en menos de un segundo y los clientes habituales ya pueden suscribirse a sus productos favoritos.

«Queríamos una tienda online que reflejara nuestros productos: limpia, sencilla y cuidada», explica la fundadora de Fjallalind. «Trabajar con Hraun ha sido facilísimo».

Puedes leer más sobre el proyecto en nuestra página de proyectos.', '/images/projects/fjallalind-vefverslun.svg', '2026-10-20T09:00:00.000Z', 'es'),
  ('hraun-fagnar-20-arum-es', 'hraun-fagnar-20-arum', 'Hraun cumple 20 años', 'Veinte años, tres oficinas y más de 500 clientes. Echamos la vista atrás y miramos al futuro.', 'En 2006 abrimos una pequeña oficina en Reikiavik con un ordenador por persona y muchas ganas. Veinte años después, nuestro equipo trabaja desde Reikiavik, Copenhague y Barcelona y ha sacado adelante más de 600 proyectos para más de 500 clientes.

Desde entonces han cambiado muchas cosas. Las webs se han convertido en tiendas, sistemas de reservas y servicios de atención abiertos las 24 horas, y la inteligencia artificial ya forma parte de nuestro día a día. Lo que no ha cambiado es nuestra apuesta por el trabajo bien hecho y las relaciones a largo plazo.

Damos las gracias a nuestros clientes, socios y a todo el equipo por acompañarnos en este camino, y lo celebramos con una jornada de puertas abiertas en nuestras tres oficinas en septiembre.', null, '2026-09-01T09:00:00.000Z', 'es'),
  ('gervigreind-svarar-hotelgestum-es', 'gervigreind-svarar-hotelgestum', 'Un chatbot que atiende a los huéspedes en seis idiomas', 'Casa Brisa, en Sitges, utiliza la inteligencia artificial de Hraun para responder a las preguntas más habituales de sus huéspedes a cualquier hora.', 'Un hotel pequeño recibe tantas consultas como uno grande, pero rara vez cuenta con tanta gente para responderlas. Por eso Casa Brisa confió en nuestro equipo de Barcelona.

Pusimos en marcha un chatbot que se basa únicamente en la información del propio hotel: tarifas, política de cancelación, transporte y servicios de la zona. Cuando una pregunta se sale de ese marco, pasa directamente a recepción junto con un resumen de la conversación.

Tras los tres primeros meses, el chatbot resuelve por sí solo cerca del 70 % de las consultas. El equipo tiene más tiempo para los huéspedes que están en el hotel, que era justo lo que se buscaba.', '/images/projects/casa-brisa-gervigreind.svg', '2026-06-24T09:00:00.000Z', 'es'),
  ('wordpress-express-a-tolf-dogum-es', 'wordpress-express-a-tolf-dogum', 'De la primera reunión a la web publicada en doce días', 'Lindarbakarí estrenó web con WordPress Express. Te contamos cómo fue el proceso, paso a paso.', 'Mucha gente da por hecho que una web nueva lleva meses. Para las pequeñas empresas que necesitan una web sencilla y bonita no tiene por qué ser así, y Lindarbakarí es un buen ejemplo.

En la primera reunión repasamos colores, tipografías y los contenidos que debía tener la web. Al día siguiente ya había una plantilla montada en un entorno de pruebas, y los panaderos nos enviaron fotos y textos. Tras una única ronda de cambios, la web estaba lista.

Doce días después de la primera reunión, la web se publicó con formulario para encargar tartas, horario y mapa. Si tu empresa necesita una web cuanto antes, WordPress Express es una muy buena opción.', null, '2026-03-18T09:00:00.000Z', 'es'),
  ('hradi-vefsins-skiptir-mali-es', 'hradi-vefsins-skiptir-mali', 'La velocidad de tu web importa más de lo que crees', null, 'Los usuarios abandonan enseguida una web que tarda en cargar, sobre todo en el móvil. Además, Google tiene en cuenta la velocidad y la experiencia de usuario al ordenar los resultados de búsqueda, por ejemplo a través de las métricas Core Web Vitals.

Las causas más habituales de una web lenta son las imágenes demasiado pesadas, el exceso de plugins y un alojamiento que no aguanta la carga. A menudo bastan medidas sencillas para notar la diferencia: optimizar las imágenes y usar formatos modernos, cargar menos scripts en cada página y elegir un alojamiento acorde con tu tráfico.

En todos nuestros planes de mantenimiento vigilamos la velocidad de tu web y te avisamos si empeora. ¿Quieres saber en qué punto está la tuya? Escríbenos y la revisamos contigo.', null, '2026-01-22T09:00:00.000Z', 'es'),
  ('adgengiskrofur-a-vefnum-es', 'adgengiskrofur-a-vefnum', 'Nuevos requisitos de accesibilidad: ¿está lista tu web?', 'La Ley Europea de Accesibilidad se aplica a partir de junio de 2025. Esto es lo que toda empresa debe saber.', 'La Ley Europea de Accesibilidad (European Accessibility Act) se aplica a partir del 28 de junio de 2025 y afecta, entre otros, a las tiendas online, los servicios bancarios y la venta de billetes de transporte de viajeros. Las empresas que venden a consumidores de la Unión Europea, incluidas España y Dinamarca, deben garantizar que sus webs sean accesibles para todas las personas. Las microempresas que prestan servicios quedan exentas en gran medida.

En la práctica, esto significa, entre otras cosas, que la web pueda usarse solo con el teclado, que las imágenes tengan un texto descriptivo, que el texto contraste bien con el fondo y que los formularios estén bien etiquetados. La referencia que sigue la mayoría es el nivel AA de las WCAG 2.1.

Auditamos la accesibilidad de tu web y priorizamos las mejoras según su impacto. Todas las webs nuevas que desarrollamos se diseñan pensando en la accesibilidad desde el primer día.', null, '2025-05-20T09:00:00.000Z', 'es'),
  ('ny-vefverslun-opnud-da', 'ny-vefverslun-opnud', 'Fjallalind åbner ny webshop', 'Fjallalind sælger nu islandsk hudpleje på tre sprog i en ny webshop, som vi har designet og udviklet.', 'Hudplejebrandet Fjallalind har åbnet en ny webshop, som vores team i Reykjavík har arbejdet på de seneste måneder. Webshoppen findes på islandsk, engelsk og dansk og tager imod ordrer fra hele Norden.

Målet var klart: Det skulle være lige så nemt at handle på mobilen som på computeren. Købsforløbet er skåret ned fra fem trin til to, produktsiderne indlæses på under et sekund, og faste kunder kan nu abonnere på deres yndlingsprodukter.

»Vi ønskede en webshop, der afspejler vores produkter: ren, enkel og gennemført,« siger Fjallalinds stifter. »Samarbejdet med Hraun har været helt uproblematisk.«

Du kan læse mere om projektet på vores projektside.', '/images/projects/fjallalind-vefverslun.svg', '2026-10-20T09:00:00.000Z', 'da'),
  ('hraun-fagnar-20-arum-da', 'hraun-fagnar-20-arum', 'Hraun fylder 20 år', 'Tyve år, tre kontorer og over 500 kunder. Vi ser tilbage – og frem.', 'I 2006 åbnede vi et lille kontor i Reykjavík med én computer hver og store drømme. Tyve år senere arbejder vores team fra Reykjavík, København og Barcelona og har leveret over 600 projekter til mere end 500 kunder.

Meget har ændret sig siden da. Hjemmesider er blevet til butikker, bookingsystemer og kundeservice, der har åbent døgnet rundt, og kunstig intelligens er blevet en del af vores hverdag. Det, der ikke har ændret sig, er vores fokus på grundigt håndværk og lange samarbejder.

Vi siger tak til kunder, samarbejdspartnere og medarbejdere for følgeskabet og fejrer jubilæet med åbent hus på alle tre kontorer i september.', null, '2026-09-01T09:00:00.000Z', 'da'),
  ('gervigreind-svarar-hotelgestum-da', 'gervigreind-svarar-hotelgestum', 'Chatbot svarer hotelgæster på seks sprog', 'Casa Brisa i Sitges bruger kunstig intelligens fra Hraun til at besvare gæsternes mest almindelige spørgsmål døgnet rundt.', 'Små hoteller får lige så mange spørgsmål som store, men har sjældent lige så mange hænder til at svare. Derfor henvendte Casa Brisa sig til vores team i Barcelona.

Vi satte en chatbot op, der udelukkende bygger på hotellets egne oplysninger: priser, afbestillingsregler, transport og tilbud i nærområdet. Når et spørgsmål falder uden for den ramme, går det direkte til receptionen sammen med et resumé af samtalen.

Efter de første tre måneder besvarer chatbotten omkring 70 % af henvendelserne på egen hånd. Personalet har fået mere tid til de gæster, der er på hotellet – og det var netop meningen.', '/images/projects/casa-brisa-gervigreind.svg', '2026-06-24T09:00:00.000Z', 'da'),
  ('wordpress-express-a-tolf-dogum-da', 'wordpress-express-a-tolf-dogum', 'Fra første møde til lancering på tolv dage', 'Lindarbakarí fik ny hjemmeside med WordPress Express. Sådan forløb processen, trin for trin.', 'Mange tror, at en ny hjemmeside tager måneder. For mindre virksomheder, der har brug for en enkel og flot hjemmeside, behøver det ikke at være sådan – og Lindarbakarí er et godt eksempel.

På det første møde gennemgik vi farver, skrifttyper og det indhold, der skulle være på siden. Dagen efter lå et færdigt tema klar på et testmiljø, og bagerne sendte os billeder og tekster. Efter én runde rettelser var hjemmesiden klar.

Tolv dage efter det første møde gik siden i luften med bestillingsformular til lagkager, åbningstider og kort. Har din virksomhed brug for en hjemmeside hurtigt, er WordPress Express et godt valg.', null, '2026-03-18T09:00:00.000Z', 'da'),
  ('hradi-vefsins-skiptir-mali-da', 'hradi-vefsins-skiptir-mali', 'Hjemmesidens hastighed betyder mere, end du tror', null, 'Besøgende giver hurtigt op, når en hjemmeside er længe om at indlæse – især på mobilen. Google tager også hastighed og brugeroplevelse med i betragtning, når søgeresultaterne rangeres, blandt andet via målepunkterne Core Web Vitals.

De mest almindelige årsager til langsomme hjemmesider er for store billeder, for mange plugins og hosting, der ikke kan klare belastningen. Ofte kommer man langt med enkle greb: komprimér billederne og brug moderne billedformater, indlæs færre scripts på hver side, og vælg hosting, der passer til din trafik.

I alle vores servicepakker holder vi øje med hjemmesidens hastighed og giver besked, hvis den bliver dårligere. Vil du vide, hvor din hjemmeside står? Kontakt os, så gennemgår vi den sammen med dig.', null, '2026-01-22T09:00:00.000Z', 'da'),
  ('adgengiskrofur-a-vefnum-da', 'adgengiskrofur-a-vefnum', 'Nye krav til tilgængelighed: Er din hjemmeside klar?', 'Tilgængelighedsdirektivet gælder fra juni 2025. Her er det vigtigste, virksomheder skal vide.', 'Det europæiske tilgængelighedsdirektiv (European Accessibility Act) gælder fra den 28. juni 2025 og omfatter blandt andet webshops, banktjenester og billetsalg til persontransport. Virksomheder, der sælger til forbrugere i EU – også i Danmark og Spanien – skal sikre, at deres hjemmesider er tilgængelige for alle. Mikrovirksomheder, der leverer tjenester, er i vid udstrækning undtaget.

I praksis betyder det blandt andet, at hjemmesiden skal kunne bruges med tastaturet alene, at billeder har beskrivende tekst, at teksten står tydeligt frem mod baggrunden, og at formularer er tydeligt mærket. Den standard, de fleste følger, er WCAG 2.1 på niveau AA.

Vi gennemgår hjemmesiders tilgængelighed og prioriterer forbedringerne efter betydning. Alle nye hjemmesider, vi bygger, er designet med tilgængelighed for øje fra første dag.', null, '2025-05-20T09:00:00.000Z', 'da')
on conflict do nothing;
