import { z } from 'zod';

// The answer schemas the shop's pages parse their own fetches with, in one chunk that the
// browser loads on its first such fetch (answerSchemas() in ./index.ts). Server-rendered
// pages start from answers already validated on the server, so none of this (nor zod) is
// part of a page's start-up. A feature adds the schemas it parses here.
export {
  bookingView,
  categoryTreeData,
  consentsView,
  couponDownloadView,
  deliveryListData,
  deliveryMethodsData,
  eventCouponsView,
  exhibitionBookmarkListData,
  exhibitionDetailData,
  exhibitionListData,
  faqListView,
  filterTreeData,
  floorView,
  homeDisplayView,
  inquiryListView,
  inquiryOrderOptionsView,
  inquiryView,
  invitationView,
  likeData,
  likeListView,
  mediaUploadData,
  memberCouponListView,
  myBookingsView,
  mypageCommonView,
  mypageHomeView,
  myReviewListView,
  myReviewView,
  noticeDetailView,
  noticePageView,
  officeListView,
  officeView,
  optionRowsData,
  pointView,
  policyDocumentView,
  productCouponsView,
  productDetailData,
  productDocumentsData,
  productHistoryView,
  productQnaView,
  productReviewListView,
  providersView,
  reviewableLineListView,
  reviewableLineView,
  searchCountData,
  searchListData,
  slotsView,
  stockAlimData,
  stylingBookmarkListData,
  stylingDetailData,
  stylingListData,
} from '@maru/domain';

/** The number a written 1:1 inquiry or product question is answered with. */
export const inquiryNumberData = z.object({ inquiryNo: z.number().int() });
export const questionNumberData = z.object({ questionNo: z.number().int() });
