// @ts-check
// A TypeDoc plugin. TypeDoc loads plugins by path with `import()`, so this
// one is plain JavaScript, checked by TypeScript through its JSDoc.
//
// The client libraries mark some members internal by name rather than with
// `@internal`: `TO_REMOVE__` for what is on its way out, a leading `_` for
// what their own classes call on each other. `excludeInternal` does not see
// those, so without this rule the reference would publish them as API.
import {Converter, ReflectionKind, UnionType} from 'typedoc';

/** Names the packages use for members that are not part of their API. */
export const INTERNAL_NAME = /^(?:TO_REMOVE__|_)/;

/**
 * The kinds a name can hide: declarations a reader could call or import.
 * Parameters are left alone (`__namedParameters`, `_parent` are only names).
 */
const DECLARATION_KINDS =
  ReflectionKind.ClassOrInterface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Variable |
  ReflectionKind.Function |
  ReflectionKind.Method |
  ReflectionKind.Property |
  ReflectionKind.Accessor |
  ReflectionKind.Enum |
  ReflectionKind.EnumMember |
  ReflectionKind.Namespace;

/**
 * Whether a reflection is internal by its name: it starts with `TO_REMOVE__`
 * or `_`, and neither it nor its accessors carry the `@public` tag, which is
 * how a package says that such a name is meant for its readers after all.
 * Members of an anonymous type inside a type expression stay: there a `_`
 * is part of the type's shape (a brand such as `T & {_?: never}`), and
 * leaving it out would misstate the type.
 *
 * @param {import('typedoc').Reflection} reflection
 * @returns {boolean}
 */
export function isInternalByName(reflection) {
  if (!reflection.kindOf(DECLARATION_KINDS) || !INTERNAL_NAME.test(reflection.name)) return false;
  if (reflection.parent?.kindOf(ReflectionKind.TypeLiteral)) return false;
  // TypeDoc turns a `@public` tag into the Public flag and drops the tag.
  const declaration = /** @type {import('typedoc').DeclarationReflection} */ (reflection);
  const parts = [declaration, declaration.getSignature, declaration.setSignature];
  return !parts.some((part) => part?.flags.isPublic);
}

/**
 * The reflections of a converted project that `isInternalByName` hides,
 * outermost first (a hidden reflection's own members are not listed).
 *
 * @param {import('typedoc').ProjectReflection} project
 * @returns {import('typedoc').Reflection[]}
 */
export function internalByNameReflections(project) {
  const hidden = project.getReflectionsByKind(DECLARATION_KINDS).filter(isInternalByName);
  const hiddenIds = new Set(hidden.map((reflection) => reflection.id));
  /** @param {import('typedoc').Reflection} reflection */
  const insideHidden = (reflection) => {
    for (let parent = reflection.parent; parent; parent = parent.parent) {
      if (hiddenIds.has(parent.id)) return true;
    }
    return false;
  };
  return hidden.filter((reflection) => !insideHidden(reflection));
}

/**
 * The string literals in union types that name a hidden member: an event
 * map's hidden key shows up again wherever `keyof` the map is spelt out (the
 * event names `addEventListener` takes). Each is listed as
 * `owner's full name: "literal"`, and removed from its union when `remove`
 * is true.
 *
 * @param {import('typedoc').ProjectReflection} project
 * @param {boolean} remove
 * @returns {string[]}
 */
export function internalNameLiterals(project, remove) {
  /** @type {string[]} */
  const found = [];
  for (const reflection of Object.values(project.reflections)) {
    const owner = /** @type {{type?: import('typedoc').SomeType}} */ (reflection);
    const type = owner.type;
    if (!(type instanceof UnionType)) continue;
    const kept = type.types.filter((member) => {
      const internal =
        member.type === 'literal' &&
        typeof member.value === 'string' &&
        INTERNAL_NAME.test(member.value);
      if (internal) found.push(`${reflection.getFullName()}: ${JSON.stringify(member.value)}`);
      return !internal;
    });
    if (remove) type.types = kept;
  }
  return found;
}

/**
 * TypeDoc's entry point: removes every reflection `internalByNameReflections`
 * lists, and the literals `internalNameLiterals` lists, before links are
 * resolved, so nothing links to a page left out.
 *
 * @param {import('typedoc').Application} app
 */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of internalByNameReflections(context.project)) {
      context.project.removeReflection(reflection);
    }
    internalNameLiterals(context.project, true);
  });
}
