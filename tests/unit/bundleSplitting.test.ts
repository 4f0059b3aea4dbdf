import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import {inlineNoFonts} from '../../src/plugins/bundle-splitting/inlineNoFonts';
import {
  countsTowardsCommon,
  keepLazyLibrariesOutOfCommon,
} from '../../src/plugins/bundle-splitting/keepLazyLibrariesOutOfCommon';

describe('bundle splitting', () => {
  it('stops inlining fonts but leaves other rules alone', () => {
    const fontOptions = {limit: 10000, name: 'fonts/[name].[ext]'};
    const imageOptions = {limit: 10000};
    const config: Configuration = {
      module: {
        rules: [
          {test: /\.(?:woff2?|eot|ttf|otf)$/i, use: [{loader: 'url-loader', options: fontOptions}]},
          {test: /\.(?:png|jpe?g)$/i, use: [{loader: 'url-loader', options: imageOptions}]},
        ],
      },
    };
    expect(inlineNoFonts(config)).toBe(1);
    expect(fontOptions.limit).toBe(false);
    expect(imageOptions.limit).toBe(10000);
  });

  it('counts no font rule whose loader has no limit to turn off', () => {
    const config: Configuration = {
      module: {
        rules: [{test: /\.(?:woff2?|eot|ttf|otf)$/i, use: [{loader: 'file-loader', options: {}}]}],
      },
    };
    expect(inlineNoFonts(config)).toBe(0);
  });

  it('counts entry and named route chunks towards common, not a library’s own lazy chunks', () => {
    expect(countsTowardsCommon({name: undefined, canBeInitial: () => true})).toBe(true);
    expect(countsTowardsCommon({name: 'a94703ab', canBeInitial: () => false})).toBe(true);
    expect(countsTowardsCommon({name: undefined, canBeInitial: () => false})).toBe(false);
  });

  it('installs the chunk filter on the common cache group', () => {
    const config: Configuration = {
      optimization: {splitChunks: {cacheGroups: {common: {name: 'common', minChunks: 2}}}},
    };
    expect(keepLazyLibrariesOutOfCommon(config)).toBe(true);
    const common = (config.optimization?.splitChunks as {cacheGroups: {common: {chunks: unknown}}})
      .cacheGroups.common;
    expect(common.chunks).toBe(countsTowardsCommon);
    expect(keepLazyLibrariesOutOfCommon({})).toBe(false);
  });
});
