// Uploaded images: their stored files and widths, the staging of a new upload, the image library (Sharp)
// and the answer when it is busy, the bytes of a file.
export { readFileBytes } from './fileBytes';
export { IMAGE_NOT_FOUND, uploadedImages, uploadedJpegNear } from './images';
export { BUSY, loadSharp } from './process';
export { isUploadFileName, prepareStaging, STAGING } from './storage';
