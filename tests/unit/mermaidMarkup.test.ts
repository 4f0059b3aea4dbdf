import {describe, expect, it} from 'vitest';
import {checkMermaidMarkup} from '../../src/plugins/static-diagrams/mermaidMarkup';

describe('checkMermaidMarkup', () => {
  const flowchart = (body: string, style = 'font-size:16px') =>
    `<svg aria-roledescription="flowchart-v2"><style>#d{${style}}</style>${body}</svg>`;
  const edges = '<g class="edgePaths"><path d="M0,0L1,1"/></g>';

  it('passes a drawing with a font size in px and its edges labelled in edgeLabel', () => {
    expect(() =>
      checkMermaidMarkup(flowchart(`${edges}<g class="edgeLabels"><g class="edgeLabel"></g></g>`)),
    ).not.toThrow();
    expect(() => checkMermaidMarkup(flowchart('<g class="nodes"></g>'))).not.toThrow();
  });

  it('stops on a drawing without a font size in px, or with edges but no edgeLabel', () => {
    expect(() => checkMermaidMarkup(flowchart('', 'font-size:1rem'))).toThrow(
      /"mermaid-svg-markup"/,
    );
    expect(() =>
      checkMermaidMarkup(flowchart(`${edges}<g class="edgeLabels"><g class="label"></g></g>`)),
    ).toThrow(/no edgeLabel element.*"mermaid-svg-markup"/);
  });
});
