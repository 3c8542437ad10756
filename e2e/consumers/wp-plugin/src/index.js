import { registerBusinessHoursBlock } from '@blockyard/content';

registerBusinessHoursBlock();
