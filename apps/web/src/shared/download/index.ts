export { DownloadList, type DownloadItem } from './DownloadList';
export { DownloadError, DownloadMessage, downloadFile, saveFile, type DownloadProgress, type DownloadedFile } from './download-file';
