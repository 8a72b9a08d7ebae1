import { arrayRule } from './array-rule.ts';
import { colorsRule } from './colors-rule.ts';
import { dateRule, datetimeLocalRule, timeRule } from './date-rules.ts';
import { fileRule, filesRule } from './file-rules.ts';
import { colorRule, domainRule, emailRule, numericRule, urlRule } from './format-rules.ts';
import { imageUrlRule } from './image-url-rule.ts';
import { maxRule, minRule } from './length-rules.ts';
import { passwordRule } from './password-rule.ts';
import { pathRule } from './path-rule.ts';
import { requiredRule } from './required-rule.ts';
import type { Rule } from './rule-types.ts';
import { preventSystemPathRule, systemPathRule } from './system-path-rules.ts';
import { templatePathRule } from './template-path-rule.ts';
import { checkboxRule, numberRule, optionRule, stringRule } from './type-rules.ts';

/** Every rule of spec 1 §5 by the name used in rule strings. */
export const RULES: Readonly<Record<string, Rule>> = {
  required: requiredRule,
  number: numberRule,
  string: stringRule,
  select: optionRule,
  radio: optionRule,
  checkbox: checkboxRule,
  min: minRule,
  max: maxRule,
  email: emailRule,
  numeric: numericRule,
  date: dateRule,
  time: timeRule,
  datetimeLocal: datetimeLocalRule,
  url: urlRule,
  domain: domainRule,
  color: colorRule,
  password: passwordRule,
  array: arrayRule,
  file: fileRule,
  files: filesRule,
  colors: colorsRule,
  imageUrl: imageUrlRule,
  path: pathRule,
  templatePath: templatePathRule,
  systemPath: systemPathRule,
  preventSystemPath: preventSystemPathRule,
};

/**
 * Forms build a field's rules from its input type (spec 3 §5), so the field types that are not
 * rule names map onto the rule that checks them instead of warning on every form.
 */
export const RULE_ALIASES: Readonly<Record<string, string>> = {
  'datetime-local': 'datetimeLocal',
  text: 'string',
  textarea: 'string',
  textEditor: 'string',
};

export function findRule(name: string): Rule | undefined {
  const resolved = Object.hasOwn(RULE_ALIASES, name) ? RULE_ALIASES[name] : name;
  return resolved !== undefined && Object.hasOwn(RULES, resolved) ? RULES[resolved] : undefined;
}

export function isKnownRule(name: string): boolean {
  return findRule(name) !== undefined;
}
