import {appendFileSync, cpSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cardKey} from '../../src/plugins/social-cards/cardKey';
import {
  cardRendererDependencies,
  designFingerprint,
} from '../../src/plugins/social-cards/designFingerprint';
import type {SocialCard} from '../../src/plugins/social-cards/socialCard';
import {installPackage} from '../support/installPackage';
import {scratchFolder} from '../support/scratchFolder';

describe('cardKey', () => {
  const card: SocialCard = {title: 'Lights', section: 'Guide', description: 'Point lights.'};

  it('is a short hex name that changes with anything the card shows or is drawn with', () => {
    const key = cardKey(card, 'design-a');
    expect(key).toMatch(/^[0-9a-f]{20}$/);
    expect(cardKey({...card}, 'design-a')).toBe(key);
    const changed = [
      cardKey({...card, title: 'Light'}, 'design-a'),
      cardKey({...card, section: 'Tutorials'}, 'design-a'),
      cardKey({...card, description: 'Spot lights.'}, 'design-a'),
      cardKey(card, 'design-b'),
    ];
    expect(new Set([key, ...changed]).size).toBe(5);
  });

  it('does not mistake one field for another', () => {
    expect(cardKey({title: 'a b', section: 'c', description: ''}, 'x')).not.toBe(
      cardKey({title: 'a', section: 'b c', description: ''}, 'x'),
    );
  });

  it("gives the design's fingerprint as a hash that is the same from one run to the next", () => {
    const fingerprint = designFingerprint(process.cwd(), '3dverse');
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(designFingerprint(process.cwd(), '3dverse')).toBe(fingerprint);
  });

  it('names among what draws a card the packages the renderers depend on, such as harfbuzzjs', () => {
    const siteDir = scratchFolder('card-renderers-');
    installPackage(siteDir, 'satori', '0.18.0', {dependencies: {'yoga-layout': '^3.2.1'}});
    installPackage(siteDir, 'yoga-layout', '3.2.1');
    installPackage(siteDir, '@resvg/resvg-js', '2.6.2');
    installPackage(siteDir, 'subset-font', '2.4.0', {dependencies: {harfbuzzjs: '^0.4.0'}});
    installPackage(siteDir, 'harfbuzzjs', '0.4.7');
    const before = cardRendererDependencies(siteDir);
    installPackage(siteDir, 'harfbuzzjs', '0.4.8');
    expect(cardRendererDependencies(siteDir)).not.toBe(before);
    expect(cardRendererDependencies(siteDir)).toContain('0.4.8');
  });

  it("changes the design's fingerprint with the product's name, the logo and the plugin's code", () => {
    const siteDir = scratchFolder('card-fingerprint-');
    symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(siteDir, 'node_modules'));
    writeFileSync(path.join(siteDir, 'package.json'), '{}');
    for (const folder of ['static/img', 'src/plugins/social-cards']) {
      cpSync(path.join(process.cwd(), folder), path.join(siteDir, folder), {recursive: true});
    }
    const seen = new Set([designFingerprint(siteDir, '3dverse')]);
    const changes = [
      () => designFingerprint(siteDir, 'Another product'),
      () => {
        appendFileSync(path.join(siteDir, 'static/img/logo.svg'), '<!-- edited -->');
        return designFingerprint(siteDir, '3dverse');
      },
      () => {
        appendFileSync(path.join(siteDir, 'src/plugins/social-cards/palettePng.ts'), '\n');
        return designFingerprint(siteDir, '3dverse');
      },
    ];
    for (const change of changes) {
      const fingerprint = change();
      expect(seen.has(fingerprint), change.toString()).toBe(false);
      seen.add(fingerprint);
    }
  });
});
