import { describeMatrix } from './authorizationMatrix.suite';

describeMatrix('second half');
