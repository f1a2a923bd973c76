import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceTypeFromUserAgent } from './userAgent';

const ua = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.91 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  samsungPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S928N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
  whaleWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Whale/3.24.223.21 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  kakaoIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.2.0',
  kakaoAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36;KAKAOTALK 10.2.1',
  naverIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.0.5; 15PROMAX)',
  naverAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Whale/1.0.0.0 Crosswalk/28.118.0.18 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.1.0)',
  maruAppIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MaruApp/1.3.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('deviceTypeFromUserAgent', () => {
  it.each([
    ['chromeWindows', 'PC'],
    ['safariMac', 'PC'],
    ['linuxFirefox', 'PC'],
    ['safariIphone', 'mobile'],
    ['chromeAndroid', 'mobile'],
    ['samsungPhone', 'mobile'],
    ['kakaoIphone', 'mobile'],
    ['safariIpad', 'tablet'],
    ['samsungTablet', 'tablet'],
    ['maruAppIphone', 'app'],
    ['kakaoAndroid', 'app'],
    ['naverAndroid', 'app'],
  ] as const)('%s is %s', (name, expected) => {
    expect(deviceTypeFromUserAgent(ua[name])).toBe(expected);
  });

  it('treats an empty user agent as a PC', () => {
    expect(deviceTypeFromUserAgent('')).toBe('PC');
  });
});

describe('describeUserAgent', () => {
  it.each([
    ['chromeWindows', 'Windows', '10.0', 'Chrome', '124.0.0.0'],
    ['chromeMac', 'macOS', '10.15.7', 'Chrome', '124.0.6367.91'],
    ['safariMac', 'macOS', '10.15.7', 'Safari', '17.4.1'],
    ['safariIphone', 'iOS', '17.4.1', 'Safari', '17.4.1'],
    ['safariIpad', 'iOS', '16.6', 'Safari', '16.6'],
    ['chromeIphone', 'iOS', '17.4', 'Chrome', '124.0.6367.88'],
    ['chromeAndroid', 'Android', '14', 'Chrome', '124.0.6367.82'],
    ['samsungPhone', 'Android', '14', 'Samsung Internet', '24.0'],
    ['whaleWindows', 'Windows', '10.0', 'Whale', '3.24.223.21'],
    ['edgeWindows', 'Windows', '10.0', 'Edge', '124.0.2478.67'],
    ['edgeAndroid', 'Android', '10', 'Edge', '124.0.2478.64'],
    ['firefoxWindows', 'Windows', '10.0', 'Firefox', '125.0'],
    ['firefoxIphone', 'iOS', '17.4', 'Firefox', '125.0'],
    ['kakaoIphone', 'iOS', '16.5', 'KakaoTalk', '10.2.0'],
    ['kakaoAndroid', 'Android', '13', 'KakaoTalk', '10.2.1'],
    ['naverIphone', 'iOS', '17.1.2', 'NAVER', '12.0.5'],
    ['naverAndroid', 'Android', '13', 'NAVER', '12.1.0'],
    ['linuxFirefox', 'Linux', '', 'Firefox', '125.0'],
  ] as const)('%s runs %s %s in %s %s', (name, deviceOs, osVersion, browser, browserVer) => {
    expect(describeUserAgent(ua[name])).toMatchObject({ deviceOs, osVersion, browser, browserVer });
  });

  it('reports unknown parts instead of guessing', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({
      deviceType: 'PC',
      deviceOs: 'unknown',
      osVersion: '',
      browser: 'unknown',
      browserVer: '',
    });
  });

  it('includes the device type', () => {
    expect(describeUserAgent(ua.naverAndroid).deviceType).toBe('app');
  });
});
