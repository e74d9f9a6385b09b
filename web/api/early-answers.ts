import { DEFAULT_LOCALE, HTML_LANG, LOCALES, PSEUDO_LOCALE } from '../../contract/i18n';
import { LANG_KEY, LANG_PARAM } from '../i18n/initial';
import { TOKEN_KEY, REFRESH_TOKEN_KEY } from './session';

// The areas' names: the keys below are page addresses, the values API paths (web/api/money.ts spells them alike).
const MERCHANT = 'merchant';
const BACKEND = 'backend';
const M = `/${MERCHANT}`;
const B = `/${BACKEND}`;

/**
 * Issue 29: the GET calls a signed-in dashboard's first screen waits for, by the address the app shell is sent for
 * (paths below the API's base, as the API client names them). The app shell asks for them from a few lines of
 * inline script (`earlyAnswersScript`, put in the shell by scripts/prerender.mjs, allowed by its hash) while its
 * ≈ 340 kB of script is still on the wire, instead of once that script has run; the API client takes each answer
 * once (`takeEarlyAnswer`). The answers are the same calls with the same token and language, so nothing is shown
 * that the page would not have asked for itself.
 */
export const EARLY_ANSWERS: Readonly<Record<string, readonly EarlyCall[]>> = {
  [`/${MERCHANT}`]: [{ path: `${M}/dashboard` }, { path: `${M}/accounting/closing` }, { path: '/kyc/me' }],
  // The first-run checklist is the admin's alone (the server refuses it to staff, and staff's page never asks).
  [`/${BACKEND}`]: [{ path: `${B}/dashboard/` }, { path: `${B}/setup-checklist`, role: 'admin' }],
};

/** An early answer is the page's own first call; one taken later (a page opened again) asks afresh. */
export const EARLY_ANSWER_LIFETIME_MS = 20_000;

/** A call, and the one role it is made for when only that role's page makes it (read from the token's claims). */
export type EarlyCall = { path: string; role?: string };

const GLOBAL = '__earlyAnswers';

type EarlyAnswers = {
  /** The access token and the Accept-Language the calls were made with. */
  t: string;
  l: string;
  /** performance.now() when they were asked for. */
  at: number;
  r: Record<string, Promise<Response>>;
};

/**
 * The app shell's inline script. Plain ES5 with no imports: it runs before any module. A call that fails is left for
 * the client to take (it then reports the network error as for its own call); the `catch` only keeps an answer
 * nobody took from being an unhandled rejection.
 */
export function earlyAnswersScript(apiBase: string): string {
  return (
    `(function(){${documentLanguageScript()}})();` +
    '(function(){try{var s=sessionStorage,t=s.getItem(' +
    JSON.stringify(TOKEN_KEY) +
    ');if(!t||!s.getItem(' +
    JSON.stringify(REFRESH_TOKEN_KEY) +
    '))return;var m=' +
    JSON.stringify(EARLY_ANSWERS) +
    ',p=location.pathname.replace(/(.)\\/+$/,"$1"),u=m[p];if(!u)return;var o="";' +
    // The role claim, for a call only one role's page makes; a token it cannot read makes only the others.
    'try{o=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).role}catch(e){}' +
    'var l=document.documentElement.lang,h={accept:"application/json",authorization:"Bearer "+t},r={};' +
    'if(l)h["accept-language"]=l;' +
    'for(var i=0;i<u.length;i++){var c=u[i];if(c.role&&c.role!==o)continue;r[c.path]=fetch(' +
    JSON.stringify(apiBase) +
    '+c.path,{method:"GET",headers:h,credentials:"include"});r[c.path].catch(function(){})}' +
    `window.${GLOBAL}={t:t,l:l||"",at:performance.now(),r:r}}catch(e){}})()`
  );
}

function early(): EarlyAnswers | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyAnswers | undefined>)[GLOBAL];
}

/**
 * The early answer to a GET of `path`, once, when it was asked for with this token and language and not too long ago;
 * else null (the client asks itself).
 */
export function takeEarlyAnswer(path: string, token: string | null, language: string): Promise<Response> | null {
  const answers = early();
  const answer = answers?.r[path];
  if (!answers || !answer) return null;
  delete answers.r[path];
  const fresh = performance.now() - answers.at <= EARLY_ANSWER_LIFETIME_MS;
  return fresh && token === answers.t && language === answers.l ? answer : null;
}

/** A change made through the API may change what the early answers say: none is taken after one. */
export function forgetEarlyAnswers(): void {
  const answers = early();
  if (answers) answers.r = {};
}

/**
 * The shell's `<html lang>` set as the app will set it (web/i18n/initial.ts `initialLocale`: the address's `lang`,
 * the pseudo-locale or a language saved on this device, else the browser's first known one), before the early calls
 * read it: the calls are made, and the frame (web/shell-frame) drawn, in the language the app starts in, so a Hindi
 * reader's answers are taken too instead of asked for again.
 */
function documentLanguageScript(): string {
  const known = JSON.stringify(LOCALES);
  return (
    `try{var k=${known},h=${JSON.stringify(HTML_LANG)},v=null,l=null;` +
    `try{v=localStorage.getItem(${JSON.stringify(LANG_KEY)})}catch(e){}` +
    `if(v===${JSON.stringify(PSEUDO_LOCALE)})l=v;` +
    `else{l=new URLSearchParams(location.search).get(${JSON.stringify(LANG_PARAM)});if(k.indexOf(l)<0)l=k.indexOf(v)>=0?v:null}` +
    'var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];' +
    'for(var i=0;i<n.length&&!l;i++){var g=String(n[i]).toLowerCase().split("-")[0];if(k.indexOf(g)>=0)l=g}' +
    `document.documentElement.lang=h[l||${JSON.stringify(DEFAULT_LOCALE)}]}catch(e){}`
  );
}
