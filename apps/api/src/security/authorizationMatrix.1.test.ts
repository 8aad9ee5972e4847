import { describeMatrix } from './authorizationMatrix.suite';

describeMatrix('first half');
