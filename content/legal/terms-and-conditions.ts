import type { LegalDocument } from '../schema'
import { site } from '../site'

// Sections are Markdown; joining blocks here keeps the source indented without
// the indentation turning into Markdown code blocks.
const md = (...blocks: string[]) => blocks.join('\n\n')
const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n')

const mailto = `[${site.contactEmail}](mailto:${site.contactEmail})`

export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  lastUpdated: '2024-01-08',
  intro: md(
    `These Terms and Conditions (the "Terms") govern your access to and use of the website operated by ${site.legalName} ("${site.brand}", "we", "us" or "our") at ${site.origin}, including its pages, blog articles, white papers, demonstrations and other materials made available for viewing or download (together, the "Website").`,
    'Please read them carefully. They include a limitation of our liability and a process for resolving disputes. If you use the Website on behalf of a company or other organization, you accept these Terms on its behalf and confirm that you have authority to do so.',
  ),
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: '1. Acceptance of Terms',
      body: md(
        'By accessing or using the Website you agree to be bound by these Terms and by our [Privacy Policy](/privacy-policy), which explains how we handle personal information. If you do not agree, do not use the Website.',
      ),
    },
    {
      id: 'changes-to-these-terms',
      heading: '2. Changes to These Terms',
      body: md(
        'We may revise these Terms at any time by posting an updated version on this page and changing the "Last updated" date. Changes apply from the moment they are posted, except that they will not apply to a dispute of which we had actual notice before the change. Your continued use of the Website after a change means you accept the revised Terms, so please review this page from time to time.',
      ),
    },
    {
      id: 'eligibility',
      heading: '3. Eligibility',
      body: md(
        'The Website is intended for business and professional audiences. You may use it only if you are at least 18 years old and able to form a binding contract, and only if you are not barred from receiving our materials under the laws of the United States or any other applicable jurisdiction.',
      ),
    },
    {
      id: 'use-license',
      heading: '4. License to Use the Website',
      body: md(
        'Subject to these Terms, we grant you a limited, non-exclusive, non-transferable, revocable license to access and view the Website and to download or print a reasonable number of copies of its materials, solely for your own informational purposes or for your organization\'s internal evaluation of our products.',
        'This license does not transfer ownership of anything on the Website to you. You must keep intact all copyright, trademark and other proprietary notices on any copy you make. The license ends automatically if you breach these Terms, and you must then destroy any downloaded or printed materials in your possession.',
      ),
    },
    {
      id: 'restrictions',
      heading: '5. Restrictions on Use',
      body: md(
        'When using the Website you agree not to:',
        list(
          'copy, modify, republish, sell, sublicense or commercially exploit any part of the Website or its materials except as permitted in section 4;',
          'use robots, scrapers, crawlers or other automated means to access, harvest or index the Website, other than general-purpose search engines that respect our robots directives;',
          'use any content from the Website to train, fine-tune, evaluate or benchmark artificial-intelligence or machine-learning models without our prior written consent;',
          'attempt to probe, scan or test the vulnerability of the Website or to breach or circumvent any security or authentication measure;',
          'interfere with the operation of the Website, including by introducing malware or imposing an unreasonable load on our infrastructure;',
          'submit false, misleading or unlawful information through our forms, or impersonate any person or organization;',
          'reverse engineer, decompile or otherwise attempt to derive source code, model code or algorithms from code samples, demonstrations or other materials on the Website;',
          'use the Website in any way that violates applicable law or the rights of others.',
        ),
      ),
    },
    {
      id: 'intellectual-property',
      heading: '6. Intellectual Property',
      body: md(
        `The Website and all of its content, including text, graphics, diagrams, code samples, demonstrations, videos, white papers, page layouts and the selection and arrangement of those materials, are owned by ${site.legalName} or its licensors and are protected by United States and international copyright, patent, trade secret and other intellectual property laws. Certain technologies described on the Website are the subject of pending patent applications.`,
        'Except for the limited license in section 4, no right, title or interest in any of this content is granted to you, whether by implication, estoppel or otherwise. All rights not expressly granted are reserved.',
      ),
    },
    {
      id: 'trademarks',
      heading: '7. Trademarks',
      body: md(
        `${site.brand}, our logo, our product and tool names and our taglines are trademarks of ${site.legalName}. You may not use them without our prior written permission, except to refer accurately to our company and products in a way that does not suggest sponsorship or endorsement.`,
        'Other names, logos and marks shown on the Website, including those of partners, cloud platforms, programs and customers, belong to their respective owners. Their appearance does not imply that those owners endorse the Website or these Terms.',
      ),
    },
    {
      id: 'user-submissions',
      heading: '8. Submissions and Feedback',
      body: md(
        'When you submit information through a form, email or scheduling request, you confirm that it is accurate and that you are entitled to provide it. We handle personal information in those submissions as described in our [Privacy Policy](/privacy-policy).',
        'Please do not send us confidential or proprietary information, including model weights, checkpoints, training data or details of security vulnerabilities in your systems, through the Website. Any such exchange should take place under a written confidentiality agreement.',
        'If you send us ideas, suggestions or other feedback about our products or the Website, you grant us a perpetual, irrevocable, worldwide, royalty-free license to use that feedback for any purpose without obligation or compensation to you.',
      ),
    },
    {
      id: 'third-party-links',
      heading: '9. Third-Party Links and Services',
      body: md(
        'The Website links to, or embeds content from, services we do not control, such as cloud marketplaces, partner and news websites, professional networking profiles, an external scheduling service, a video player and the providers of our forms, analytics and spam protection. These links and embeds are provided for convenience only.',
        'We do not endorse and are not responsible for the content, availability, security or privacy practices of third-party services. Your use of them is at your own risk and is governed by their own terms and policies.',
      ),
    },
    {
      id: 'white-papers-and-downloads',
      heading: '10. White Papers and Downloadable Materials',
      body: md(
        'White papers, reports, results files, code samples and other downloadable materials are provided for general information about our technology and its applications. Unless a document states otherwise:',
        list(
          'you may download, store and share a copy within your organization for the purposes described in section 4, provided you keep the document complete and unaltered, with its notices;',
          'you may quote short excerpts with clear attribution, but you may not republish, redistribute or sell a document, or present it as your own work;',
          'figures, benchmarks, case studies and scenarios reflect particular models, data and conditions at the time of writing; they are illustrative and do not guarantee any result in your environment;',
          'code samples illustrate how our tools may be called and are not a licensed copy of any software.',
        ),
        'Access to some materials requires you to complete a short form. By doing so, you agree that we may contact you about the material you requested, as described in our [Privacy Policy](/privacy-policy). We may update, replace or withdraw any material at any time.',
      ),
    },
    {
      id: 'no-professional-advice',
      heading: '11. No Professional Advice',
      body: md(
        'Content on the Website, including blog articles, white papers and discussions of AI governance, regulation, compliance, defense applications and financial-services risk, is provided for general information only. It is not legal, regulatory, financial, security or other professional advice, and it does not create an advisory or fiduciary relationship.',
        'You should consult qualified professionals before acting on any of it. Statements about future technology, market developments or our plans are forward-looking, reflect our views when made and may change without notice.',
      ),
    },
    {
      id: 'product-information-and-software-licenses',
      heading: '12. Product Information and Software Licenses',
      body: md(
        'Descriptions of our software on the Website, including capabilities, compatibility, deployment options, performance and cost-saving claims, summarize typical results and are provided for evaluation only. Actual outcomes depend on your models, checkpoints, infrastructure and use case. Product features, availability and packaging may change without notice.',
        'Nothing on the Website is an offer to sell, a quotation or a commitment to supply. Our software is licensed, not sold, and any subscription, deployment, support or professional service is governed exclusively by a separate written agreement between you and us, or by the terms of the cloud marketplace or authorized reseller through which you buy. If those terms conflict with these Terms, those terms control for the software and services they cover.',
      ),
    },
    {
      id: 'export-controls',
      heading: '13. Export Controls and Sanctions',
      body: md(
        'Our software, technical documentation and some materials on the Website may be subject to United States export control and economic sanctions laws, including the Export Administration Regulations and regulations administered by the Office of Foreign Assets Control, and to the laws of other countries.',
        'You agree not to download, export, re-export or transfer any such materials in violation of those laws, including to any embargoed country or region or to any person on a U.S. government restricted-party list, or for any prohibited end use. You confirm that you are not located in, or a national or resident of, a comprehensively sanctioned jurisdiction, and that you are not a restricted party.',
      ),
    },
    {
      id: 'disclaimers',
      heading: '14. Disclaimers',
      body: md(
        'THE WEBSITE AND ALL MATERIALS ON IT ARE PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY KIND. TO THE FULLEST EXTENT PERMITTED BY LAW, WE DISCLAIM ALL WARRANTIES, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE, NON-INFRINGEMENT AND ACCURACY.',
        'We do not warrant that the Website will be uninterrupted, timely, secure or free of errors or harmful components, or that any content is complete or current. Some jurisdictions do not allow the exclusion of certain warranties, so some of these exclusions may not apply to you.',
      ),
    },
    {
      id: 'limitation-of-liability',
      heading: '15. Limitation of Liability',
      body: md(
        `TO THE FULLEST EXTENT PERMITTED BY LAW, ${site.legalName.toUpperCase()} AND ITS OFFICERS, DIRECTORS, EMPLOYEES, AGENTS, LICENSORS AND PARTNERS WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, DATA, GOODWILL OR BUSINESS OPPORTUNITY, ARISING OUT OF OR RELATING TO YOUR USE OF, OR INABILITY TO USE, THE WEBSITE OR ITS MATERIALS, EVEN IF WE HAVE BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.`,
        'OUR TOTAL LIABILITY FOR ALL CLAIMS RELATING TO THE WEBSITE WILL NOT EXCEED ONE HUNDRED U.S. DOLLARS (US$100). These limitations apply to every theory of liability, whether in contract, tort (including negligence), strict liability or otherwise, and even if a limited remedy fails of its essential purpose. They do not limit liability that cannot be limited under applicable law.',
      ),
    },
    {
      id: 'indemnification',
      heading: '16. Indemnification',
      body: md(
        `You agree to defend, indemnify and hold harmless ${site.legalName} and its officers, directors, employees and agents from any claims, liabilities, damages, losses and expenses, including reasonable attorneys' fees, arising out of or relating to your breach of these Terms, your misuse of the Website or its materials, or your violation of any law or the rights of a third party. We may assume the exclusive defense of any matter subject to indemnification, and you agree to cooperate with that defense.`,
      ),
    },
    {
      id: 'termination',
      heading: '17. Suspension and Termination',
      body: md(
        'We may suspend or end your access to all or part of the Website at any time, without notice, if we believe you have breached these Terms or if we need to do so to protect the Website, our visitors or ourselves. We may also modify or discontinue the Website or any material on it at any time.',
        'On termination, the license in section 4 ends immediately. Sections 5 through 8 and 10 through 22, and any other provision that by its nature should survive, survive termination.',
      ),
    },
    {
      id: 'governing-law',
      heading: '18. Governing Law',
      body: md(
        'These Terms and any dispute arising out of or relating to them or to the Website are governed by the laws of the State of Delaware and applicable federal law of the United States, without regard to conflict-of-law rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply.',
      ),
    },
    {
      id: 'dispute-resolution',
      heading: '19. Dispute Resolution',
      body: md(
        `Before starting any formal proceeding, you agree to contact us at ${mailto} with a written description of the dispute, and we agree to try in good faith to resolve it informally within 60 days. Either party may then bring the claim.`,
        'Subject to that step, any claim must be brought exclusively in the state or federal courts located in the State of Delaware, and you and we consent to the personal jurisdiction of those courts. Claims must be brought individually and not as a plaintiff or class member in any purported class or representative proceeding, to the extent permitted by law. Nothing in this section prevents either party from seeking urgent injunctive or other equitable relief in any court of competent jurisdiction to protect its intellectual property or confidential information.',
        'Any claim relating to the Website must be filed within one year after it arises, or it is permanently barred, unless applicable law requires a longer period.',
      ),
    },
    {
      id: 'severability',
      heading: '20. Severability and Waiver',
      body: md(
        'If any provision of these Terms is held invalid or unenforceable, it will be enforced to the maximum extent permissible and the remaining provisions will continue in full force and effect. Our failure to enforce any right or provision is not a waiver of that right or provision.',
      ),
    },
    {
      id: 'entire-agreement',
      heading: '21. Entire Agreement and Assignment',
      body: md(
        'These Terms, together with our [Privacy Policy](/privacy-policy) and any notices posted on the Website, are the entire agreement between you and us about the Website and replace any prior understandings on that subject. They do not replace any separate written agreement covering our software or services, which remains in effect.',
        'You may not assign or transfer these Terms without our prior written consent. We may assign them, including in connection with a merger, acquisition or sale of assets. Headings are for convenience only and do not affect interpretation.',
      ),
    },
    {
      id: 'contact',
      heading: '22. Contact Us',
      body: md(
        `If you have questions about these Terms, or need permission for a use they do not allow, please contact ${site.legalName} at ${mailto} or through our [contact page](/contact-us).`,
      ),
    },
  ],
}
