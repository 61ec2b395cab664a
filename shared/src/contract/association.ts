/** Public facts about the association, shown in the footer and the legal notice. */
export const ASSOCIATION = {
  name: 'Wado France',
  fullName: 'Wado France – Association nationale de Wadō-ryū karaté',
  address: ['Maison des associations', '18 rue Émile-Zola', '69002 Lyon'],
  email: 'contact@wado-france.fr',
  phone: '04 78 42 19 37',
  social: { label: 'Wado France sur Facebook', url: 'https://www.facebook.com/wadofrance' },
  copyrightYear: 2023,
} as const;
