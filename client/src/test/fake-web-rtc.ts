/**
 * jsdom has no WebRTC: a test of a page that offers sending directly installs a stand-in constructor, so the page
 * sees a browser able to make peer connections (nothing here connects). Returns the uninstaller.
 */
export function installFakeWebRtc(): () => void {
  const global = globalThis as { RTCPeerConnection?: unknown };
  const before = global.RTCPeerConnection;
  global.RTCPeerConnection = function FakePeerConnection() {
    throw new Error('A test stand-in: no peer connection is made here.');
  };
  return () => {
    if (before === undefined) delete global.RTCPeerConnection;
    else global.RTCPeerConnection = before;
  };
}
