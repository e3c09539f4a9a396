import { shareQrCode } from './share-qr';

const result = {
  folderCode: '0427',
  folderUrl: 'http://localhost/s/0427',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};

function stubNavigator(share?: jest.Mock, canShare?: jest.Mock) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
}

afterEach(() => stubNavigator(undefined, undefined));

describe(shareQrCode.name, () => {
  it('reports unsupported without the Web Share API', async () => {
    stubNavigator(undefined, undefined);
    await expect(shareQrCode(result)).resolves.toBe('unsupported');
  });

  it('shares the QR PNG as a file with the code and URL in the text', async () => {
    const share = jest.fn<Promise<void>, [ShareData]>().mockResolvedValue(undefined);
    stubNavigator(share, jest.fn().mockReturnValue(true));
    await expect(shareQrCode(result)).resolves.toBe('shared');
    const data = share.mock.calls[0][0];
    expect(data.text).toContain('0427');
    expect(data.text).toContain('http://localhost/s/0427');
    expect(data.files?.[0].name).toBe('sharecode-0427-qr.png');
    expect(data.files?.[0].type).toBe('image/png');
  });

  it('falls back to text and URL when files cannot be shared', async () => {
    const share = jest.fn<Promise<void>, [ShareData]>().mockResolvedValue(undefined);
    stubNavigator(share, jest.fn().mockReturnValue(false));
    await expect(shareQrCode(result)).resolves.toBe('shared');
    expect(share.mock.calls[0][0]).toEqual(expect.objectContaining({ url: 'http://localhost/s/0427' }));
    expect(share.mock.calls[0][0].files).toBeUndefined();
  });

  it('treats a dismissed share sheet as cancelled and other errors as failures', async () => {
    stubNavigator(jest.fn().mockRejectedValue(new DOMException('dismissed', 'AbortError')), undefined);
    await expect(shareQrCode(result)).resolves.toBe('cancelled');
    stubNavigator(jest.fn().mockRejectedValue(new DOMException('nope', 'NotAllowedError')), undefined);
    await expect(shareQrCode(result)).resolves.toBe('failed');
  });
});
