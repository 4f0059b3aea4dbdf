/** `AnimationSequenceController` → `Animation Sequence Controller`. */
export function displayNameOf(typeName: string): string {
  return typeName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([a-z])([0-9])/g, '$1 $2');
}

/** `PointCloud` → `point_cloud`, `Texture3D` → `texture_3d`: the asset type id of an `Assets.*` type. */
export function assetTypeIdOf(assetTypeName: string): string {
  return assetTypeName.replace(/([a-z])([A-Z0-9])/g, '$1_$2').toLowerCase();
}
