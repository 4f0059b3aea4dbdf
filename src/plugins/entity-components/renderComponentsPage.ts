import type {EntityComponent} from './types';

/** A category of the reference, with the component ids it lists. */
export type ComponentCategory = {id: string; title: string; components: readonly string[]};

/** Makes text safe in MDX prose and in a GFM table cell. */
export function escapeMdx(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/([{}<>|*_[\]`])/g, '\\$1')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** Inline code that survives a GFM table cell (pipes are escaped even inside code). */
function inlineCode(text: string): string {
  const escaped = text.replace(/\|/g, '\\|');
  return escaped.includes('`') ? `\`\` ${escaped} \`\`` : `\`${escaped}\``;
}

/** An explicit heading anchor; the braces are escaped so MDX reads them as text. */
function headingId(id: string): string {
  return ` \\{#${id}\\}`;
}

/** Where the asset types' pages are: each at its type's name under it. */
const ASSET_PAGES = '/references/assets';

function assetLinks(assetTypes: readonly string[]): string {
  return assetTypes.map((type) => `[${type}](${ASSET_PAGES}/${type})`).join(', ');
}

function componentSection(component: EntityComponent): string {
  const lines = [`### ${escapeMdx(component.displayName)}${headingId(component.id)}`, ''];
  lines.push(
    `Component id: ${inlineCode(component.id)} · type \`Components.${component.typeName}\``,
    '',
  );
  if (component.description) {
    lines.push(escapeMdx(component.description), '');
  }
  if (component.assetTypes.length > 0) {
    lines.push(`References assets of type ${assetLinks(component.assetTypes)}.`, '');
  }
  if (component.attributes.length === 0) {
    lines.push('This component has no attributes of its own.', '');
    return lines.join('\n');
  }
  lines.push('| Attribute | Type | Default | Description |', '| --- | --- | --- | --- |');
  for (const attribute of component.attributes) {
    const description = [
      escapeMdx(attribute.description),
      attribute.assetTypes.length > 0 ? `Asset: ${assetLinks(attribute.assetTypes)}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    lines.push(
      `| ${inlineCode(attribute.name)} | ${inlineCode(attribute.type)} | ${
        attribute.defaultValue === undefined ? '' : inlineCode(attribute.defaultValue)
      } | ${description} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * Renders the entity components reference as one MDX page: an introduction,
 * an index of every component by category, then each component with its id,
 * description, referenced asset types and a table of attributes. Throws when
 * a component belongs to no category, or a category names an unknown one.
 */
export function renderComponentsPage({
  components,
  categories,
  packageVersion,
}: {
  components: readonly EntityComponent[];
  categories: readonly ComponentCategory[];
  packageVersion: string;
}): string {
  const byId = new Map(components.map((component) => [component.id, component]));
  const categorised = new Set(categories.flatMap((category) => category.components));
  const uncategorised = components
    .filter((component) => !categorised.has(component.id))
    .map((c) => c.id);
  if (uncategorised.length > 0) {
    throw new Error(`Entity components without a category: ${uncategorised.join(', ')}`);
  }
  const unknown = [...categorised].filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new Error(`Categories name components the package does not have: ${unknown.join(', ')}`);
  }

  const out: string[] = [
    '---',
    'title: Entity components',
    `description: 'Every entity component of the 3dverse engine, with its id, attributes, types and default values, generated from @3dverse/livelink.core ${packageVersion}.'`,
    'slug: /references/entity-components',
    'toc_max_heading_level: 2',
    '---',
    '',
    `An entity is nothing but an identifier until components are attached to it: a transform places it, a mesh and a material make it visible, a rigid body lets physics move it. This page lists all ${components.length} components the engine knows, grouped by what they do. It is generated from the component types of \`@3dverse/livelink.core\` ${packageVersion}, so names, types and defaults are exactly those your code sees.`,
    '',
    'Each component is addressed by its id, in snake case. In livelink.js the id is a property of `Entity`: read it to get the component (or `undefined` when the entity does not have it) and assign to it to attach or update the component for every client in the session. Assigning a partial object changes only the attributes you give, and assigning `undefined` detaches the component.',
    '',
    '```ts',
    "import type {Entity} from '@3dverse/livelink';",
    '',
    'declare const entity: Entity;',
    '',
    '// Read a component, then change one attribute of it.',
    'const position = entity.local_transform?.position;',
    'entity.local_transform = {position: [0, position?.[1] ?? 0, 0]};',
    '```',
    '',
    'Attributes typed `AssetRef` hold the UUID of an asset of the type named in the table, and `EntityRef` attributes point at another entity. Defaults are those applied when a component is attached without a value for that attribute.',
    '',
    '## Components by category',
    '',
    '| Category | Components |',
    '| --- | --- |',
  ];
  for (const category of categories) {
    out.push(
      `| [${category.title}](#${category.id}) | ${category.components
        .map((id) => `[${inlineCode(id)}](#${id})`)
        .join(', ')} |`,
    );
  }
  out.push('');
  for (const category of categories) {
    out.push(`## ${escapeMdx(category.title)}${headingId(category.id)}`, '');
    for (const id of category.components) {
      const component = byId.get(id);
      if (component) {
        out.push(componentSection(component));
      }
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
