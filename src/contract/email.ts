// The e-mail address rule shared by every form and the reference services: a small module of its
// own, so a form that checks an e-mail (the newsletter, a pop-up's sign-up) does not load the
// address rules and their phone numbers (libphonenumber, about 30 KB compressed) with it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value.trim())
