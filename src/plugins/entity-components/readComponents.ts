import ts from 'typescript';
import {
  declarationProgram,
  moduleOfFile,
  resolvedExports,
} from '../../site/references/declarationProgram';
import {assetTypeIdOf, displayNameOf} from './names';
import type {ComponentAttribute, EntityComponent} from './types';

const RECORD_TYPE_NAME = 'ComponentsRecord';

function documentation(checker: ts.TypeChecker, name: ts.Node): string {
  const symbol = checker.getSymbolAtLocation(name);
  return symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() : '';
}

function defaultValueOf(node: ts.Node): string | undefined {
  const tag = ts.getJSDocTags(node).find((candidate) => candidate.tagName.text === 'defaultValue');
  const comment = tag ? ts.getTextOfJSDocComment(tag.comment) : undefined;
  return comment?.trim() || undefined;
}

/** The `X` of every `AssetRef<Assets.X>` inside a type node, as asset type ids. */
function referencedAssetTypes(typeNode: ts.TypeNode): string[] {
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isTypeReferenceNode(node) &&
      node.typeName.getText() === 'AssetRef' &&
      node.typeArguments?.[0] &&
      ts.isTypeReferenceNode(node.typeArguments[0])
    ) {
      const argument = node.typeArguments[0].typeName;
      found.add(assetTypeIdOf(ts.isQualifiedName(argument) ? argument.right.text : argument.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(typeNode);
  return [...found].sort();
}

/**
 * The declaration of the type `name` that the module `entryFile` exports,
 * followed through re-exports (the package's typings re-export it from a
 * prebuilt file whose path is not part of its published surface).
 */
function exportedTypeAlias(
  program: ts.Program,
  entryFile: string,
  name: string,
): ts.TypeAliasDeclaration | undefined {
  const moduleSymbol = moduleOfFile(program, entryFile);
  const exported = moduleSymbol
    ? resolvedExports(program.getTypeChecker(), moduleSymbol).find(
        (candidate) => candidate.name === name,
      )
    : undefined;
  return exported?.target.declarations?.find(ts.isTypeAliasDeclaration);
}

function attributesOf(
  checker: ts.TypeChecker,
  declaration: ts.TypeAliasDeclaration,
): ComponentAttribute[] {
  if (!ts.isTypeLiteralNode(declaration.type)) {
    return [];
  }
  return declaration.type.members.filter(ts.isPropertySignature).map((member) => ({
    name: member.name.getText(),
    type: member.type ? member.type.getText().replace(/\s+/g, ' ') : 'unknown',
    defaultValue: defaultValueOf(member),
    description: documentation(checker, member.name),
    assetTypes: member.type ? referencedAssetTypes(member.type) : [],
  }));
}

/**
 * Reads every entity component from the `ComponentsRecord` type of
 * @3dverse/livelink.core with the TypeScript compiler API: its id (the record
 * key), the component type it maps to, that type's attributes with their
 * types, `@defaultValue`s and doc comments, and the asset types referenced
 * through `AssetRef<Assets.X>`. `entryFile` is a declaration file that
 * exports `ComponentsRecord`, such as the package's published typings.
 */
export function readComponents(entryFile: string): EntityComponent[] {
  const program = declarationProgram(entryFile);
  const checker = program.getTypeChecker();
  const record = exportedTypeAlias(program, entryFile, RECORD_TYPE_NAME);
  if (!record || !ts.isTypeLiteralNode(record.type)) {
    throw new Error(`${entryFile} exports no type literal named ${RECORD_TYPE_NAME}`);
  }
  return record.type.members.filter(ts.isPropertySignature).map((member) => {
    const id = member.name.getText();
    if (!member.type || !ts.isTypeReferenceNode(member.type)) {
      throw new Error(`Component ${id} is not declared as a reference to a component type`);
    }
    const typeName = member.type.typeName;
    let target = checker.getSymbolAtLocation(
      ts.isQualifiedName(typeName) ? typeName.right : typeName,
    );
    if (target && target.flags & ts.SymbolFlags.Alias) {
      target = checker.getAliasedSymbol(target);
    }
    const declaration = target?.declarations?.find(ts.isTypeAliasDeclaration);
    if (!declaration) {
      throw new Error(`Cannot find the type of component ${id}`);
    }
    const attributes = attributesOf(checker, declaration);
    return {
      id,
      typeName: declaration.name.text,
      displayName: displayNameOf(declaration.name.text),
      description: documentation(checker, member.name) || documentation(checker, declaration.name),
      attributes,
      assetTypes: [...new Set(attributes.flatMap((attribute) => attribute.assetTypes))].sort(),
    };
  });
}
