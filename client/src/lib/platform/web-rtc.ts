/** Whether this browser can make peer connections (WebRTC): what sending or receiving directly needs. */
export function hasWebRtc(): boolean {
  return typeof RTCPeerConnection === 'function';
}
