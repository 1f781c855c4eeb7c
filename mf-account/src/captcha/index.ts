// The module exposed as `mf_account/Captcha`: other remotes load the widget at runtime with loadRemote.
export { type CaptchaProps, default } from './Captcha';
