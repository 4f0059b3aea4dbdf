import {describe, expect, it} from 'vitest';
import {checkMermaidMarkup} from '../../src/plugins/static-diagrams/mermaidMarkup';

describe('checkMermaidMarkup', () => {
  const flowchart = (body: string, style = 'font-size:16px') =>
    `<svg aria-roledescription="flowchart-v2"><style>#d{${style}}</style>${body}</svg>`;
  const linked = 'flowchart LR\n  A -->|edits| B';
  const labelled =
    '<g class="edgeLabels"><g class="edgeLabel" transform="translate(1, 2)"></g></g>';

  it('passes a drawing with a font size in px and, when its source links nodes, an edgeLabel', () => {
    expect(() => checkMermaidMarkup(flowchart(labelled), linked)).not.toThrow();
    expect(() =>
      checkMermaidMarkup(flowchart('<g class="nodes"></g>'), 'flowchart LR\n  A'),
    ).not.toThrow();
    // A sequence diagram has no edge labels to find, whatever its source.
    const sequence = '<svg aria-roledescription="sequence"><style>#d{font-size:16px}</style></svg>';
    expect(() => checkMermaidMarkup(sequence, 'sequenceDiagram\n  A->>B: open')).not.toThrow();
  });

  it('stops on a drawing without a font size in px', () => {
    expect(() => checkMermaidMarkup(flowchart(labelled, 'font-size:1rem'), linked)).toThrow(
      /no font size in px.*"mermaid-svg-markup"/,
    );
  });

  it('stops on a drawing whose source links nodes but which has no edgeLabel, whatever its other classes', () => {
    expect(() =>
      checkMermaidMarkup(flowchart('<g class="edgeLabels"><g class="label"></g></g>'), linked),
    ).toThrow(/no edgeLabel element.*"mermaid-svg-markup"/);
    expect(() =>
      checkMermaidMarkup(flowchart('<g class="links"></g>'), 'stateDiagram-v2\n  [*] --> A'),
    ).toThrow(/no edgeLabel/);
    // A link in a comment is not an edge.
    expect(() =>
      checkMermaidMarkup(flowchart(''), 'flowchart LR\n  %% A --> B\n  A'),
    ).not.toThrow();
  });
});
