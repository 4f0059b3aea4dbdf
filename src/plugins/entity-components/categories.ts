/**
 * The categories of the entity components reference, in reading order, each
 * matching a page of the engine guide. The package does not categorise its
 * components, so this list is kept by hand; the generator refuses a component
 * that is in no category, so a new component cannot slip through unfiled.
 */
export const componentCategories: readonly {
  id: string;
  title: string;
  components: readonly string[];
}[] = [
  {
    id: 'identity',
    title: 'Identity and hierarchy',
    components: [
      'debug_name',
      'tags',
      'lineage',
      'local_transform',
      'local_aabb',
      'scene_ref',
      'overrider',
    ],
  },
  {
    id: 'cameras',
    title: 'Cameras',
    components: ['camera', 'perspective_lens', 'orthographic_lens', 'custom_lens'],
  },
  {
    id: 'lights',
    title: 'Lights and environment',
    components: ['point_light', 'spot_light', 'shadow_caster', 'environment', 'reflection_probe'],
  },
  {
    id: 'visual-3d-objects',
    title: 'Visual 3D objects',
    components: [
      'mesh_ref',
      'material_ref',
      'material',
      'morph_targets',
      'point_cloud_ref',
      'volume_ref',
      'volume_material_ref',
      'volume_filter',
      'decal_projector',
      'culling_geometry',
    ],
  },
  {
    id: 'animation',
    title: 'Animation',
    components: ['animation_controller', 'animation_sequence_controller', 'bone', 'skeleton_ref'],
  },
  {
    id: 'physics',
    title: 'Physics',
    components: [
      'rigid_body',
      'rigid_body_actuator',
      'physics_material',
      'collision_geometry_ref',
      'box_geometry',
      'capsule_geometry',
      'cylinder_geometry',
      'plane_geometry',
      'sphere_geometry',
      'character_controller',
      'vehicle_controller',
      'joint',
      'constraint',
      'constraint_actuator',
    ],
  },
  {id: 'scripts', title: 'Scripts', components: ['script_map']},
  {id: 'sound', title: 'Sound', components: ['sound_ref']},
  {id: 'editor-only', title: 'Editor-only', components: ['label', 'measure', 'spline']},
];
