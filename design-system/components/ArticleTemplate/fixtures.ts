import type { ArticleTemplateProps } from './ArticleTemplate'

/** A finance article with every part (an author, a call to action, two related posts), all but its body. */
export const sampleArticleFrame = {
  back: { href: '/blog', label: 'Back to Blog' },
  category: 'Security & Control',
  published: { dateTime: '2025-10-09', label: 'October 9, 2025' },
  author: 'Dana Whitcombe',
  readingTime: '1 min read',
  title: 'Hidden Risks of AI in Finance: What Your Model Learned That You Did Not Teach It',
  description:
    'Memorized customer data, shortcut features and silent drift hide inside financial models. How to surface them from the checkpoint alone.',
  image: {
    src: '/images/blog/hidden-risks-of-ai-in-finance.svg',
    alt: 'A financial chart overlaid on a neural network, with concealed hazard markers revealed beneath the surface layers',
    width: 1200,
    height: 630,
  },
  action: { label: 'Access the White Paper', href: '/white-papers/accountable-ai-finance' },
  related: {
    heading: 'Related posts',
    readMoreLabel: 'Read More',
    articles: [
      {
        id: 5,
        title: 'AI Governance Frameworks for Defense: Enforcing Policy at the Weight Level',
        description:
          'Defense AI policy is written in documents but executed in weights. How to turn governance requirements into checkable properties of a checkpoint.',
        image: {
          src: '/images/blog/ai-governance-defense.svg',
          alt: 'A layered shield over a neural network, each layer labeled with a governance control mapped to model weights',
          width: 1200,
          height: 630,
        },
        href: '/blog/ai-governance-defense',
        category: 'Security & Control',
        published: { dateTime: '2025-02-13', label: 'February 13, 2025' },
      },
      {
        id: 6,
        title: 'AI Risk Management for Defense Systems',
        description:
          'A practical risk register for defense AI: data poisoning, drift, leakage and brittle behavior, and the checkpoint-level controls that address each.',
        image: {
          src: '/images/blog/ai-risk-defense.svg',
          alt: 'A radar-style display where sweeping lines reveal risk markers on the layers of a neural network',
          width: 1200,
          height: 630,
        },
        href: '/blog/ai-risk-defense',
        category: 'Security & Control',
        published: { dateTime: '2024-12-08', label: 'December 8, 2024' },
      },
    ],
  },
} satisfies Omit<ArticleTemplateProps, 'body'>
