import { singleBundlePageStyles } from './singleBundlePages';

describe("the single bundle's page styles", () => {
  const styles = {
    shell: ['static/271.11111111.css'],
    sections: {
      'mf-media': ['static/118.22222222.css', 'static/291.22222222.css'],
      'mf-wado': ['static/416.33333333.css'],
    },
  };

  it("links the shell's styles and those of the page's sections, one file per content, as for the federated site", () => {
    expect(singleBundlePageStyles(styles, ['mf-media'])).toEqual([
      '/static/271.11111111.css',
      '/static/118.22222222.css',
    ]);
    expect(singleBundlePageStyles(styles, ['mf-wado'])).toEqual([
      '/static/271.11111111.css',
      '/static/416.33333333.css',
    ]);
    expect(singleBundlePageStyles(styles, [])).toEqual(['/static/271.11111111.css']);
  });

  it("links only style files of the shell's static folder from the record", () => {
    expect(
      singleBundlePageStyles({ shell: ['static/1.aaaaaaaa.css', '../etc/passwd.css'], sections: {} }, ['mf-shop']),
    ).toEqual(['/static/1.aaaaaaaa.css']);
  });
});
