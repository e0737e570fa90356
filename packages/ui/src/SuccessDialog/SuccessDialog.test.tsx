import { describeSuccessDialog } from '../../test/suites/successDialog';
import { SuccessDialog } from './SuccessDialog';

// The shared suite is the whole of SuccessDialog's behaviour; @hraun/ui/lazy's SuccessDialog runs the same one.
describeSuccessDialog('SuccessDialog', SuccessDialog);
