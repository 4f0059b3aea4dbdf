/** One attribute of an entity component, as declared in @3dverse/livelink.core. */
export type ComponentAttribute = {
  name: string;
  /** The TypeScript type as written in the declaration, e.g. `Vec3` or `AssetRef<Assets.Mesh>`. */
  type: string;
  /** The `@defaultValue` of the attribute, when the declaration gives one. */
  defaultValue?: string;
  description: string;
  /** Asset types (snake_case ids, e.g. `texture_3d`) this attribute points at. */
  assetTypes: string[];
};

/** One entity component: its id on entities and its attributes. */
export type EntityComponent = {
  /** The key used on entities, e.g. `local_transform`. */
  id: string;
  /** The declared type name, e.g. `LocalTransform`. */
  typeName: string;
  /** Human-readable name derived from the type name, e.g. `Local Transform`. */
  displayName: string;
  description: string;
  attributes: ComponentAttribute[];
  /** Every asset type any attribute references, sorted. */
  assetTypes: string[];
};
