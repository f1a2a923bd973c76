import { deviceTypeFromUserAgent, isBusinessMember, type BannerViewer, type DeviceType, type MemberProfile, type PreviewViewer } from '@maru/domain';

// Who the top banner's MEMBER_STATE and DEVICE_TYPE conditions (issue 27) see. Plain code, no
// zod: the banner is read at every page's start-up.

/** A console preview's frame is 360 or 1280 px wide in the operator's desktop browser: its width stands in for the device. */
export function deviceOfWidth(width: number): DeviceType {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'PC';
}

export interface ViewerFacts {
  /** From the sign-in marker cookie (the root loader's), on the server and in the browser alike. */
  signedIn: boolean;
  /** The member's profile once fetched (session start-up), undefined until then. */
  profile: Pick<MemberProfile, 'authNo'> | undefined;
  /** The preview's "as a guest / as a member", when this page is a console preview. */
  previewAs: PreviewViewer | undefined;
  /** False on the server and in the first render in the browser, which must match it. */
  hydrated: boolean;
  userAgent: string | undefined;
  viewportWidth: number | undefined;
}

/**
 * The member state from the session (guest, member, or business member by the profile's authNo
 * 17; a member whose profile has not come yet is SIGNED_IN), or the preview's; the device from
 * the user agent (spec 01 §3's rule), or from the frame's width in a preview, known only once the
 * page is hydrated, so the server's HTML and the browser's first render agree.
 */
export function bannerViewerOf(facts: ViewerFacts): BannerViewer {
  const memberState: BannerViewer['memberState'] = facts.previewAs
    ? facts.previewAs
    : !facts.signedIn
      ? 'GUEST'
      : facts.profile
        ? isBusinessMember(facts.profile.authNo)
          ? 'BUSINESS'
          : 'MEMBER'
        : 'SIGNED_IN';
  if (!facts.hydrated) return { memberState };
  const deviceType = facts.previewAs && facts.viewportWidth !== undefined ? deviceOfWidth(facts.viewportWidth) : facts.userAgent !== undefined ? deviceTypeFromUserAgent(facts.userAgent) : undefined;
  return deviceType ? { memberState, deviceType } : { memberState };
}
