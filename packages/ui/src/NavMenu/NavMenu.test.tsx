import { describeNavMenu } from '../../test/suites/navMenu';
import { NavMenu } from './NavMenu';

// The shared suite is the whole of NavMenu's behaviour; @hraun/ui/lazy's NavMenu runs the same one.
describeNavMenu('NavMenu', NavMenu);
