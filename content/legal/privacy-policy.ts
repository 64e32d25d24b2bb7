import type { LegalDocument } from '../schema'
import { site } from '../site'

// Sections are Markdown; joining blocks here keeps the source indented without
// the indentation turning into Markdown code blocks.
const md = (...blocks: string[]) => blocks.join('\n\n')
const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n')

const mailto = `[${site.contactEmail}](mailto:${site.contactEmail})`

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2024-01-08',
  intro: md(
    `This Privacy Policy explains how ${site.legalName} ("${site.brand}", "we", "us" or "our") collects, uses, shares and protects personal information when you visit our marketing website at ${site.origin}, read our blog, download white papers, request a demo or contact us (together, the "Website").`,
    `This policy covers the Website only. Our software is deployed inside our customers' own environments, works from model checkpoints and does not transmit customer models or training data to us; how we handle information in connection with a software subscription is governed by the agreement with that customer. By using the Website you acknowledge the practices described below.`,
  ),
  sections: [
    {
      id: 'information-we-collect',
      heading: '1. Information We Collect',
      body: md(
        'We collect only the information we need to answer your requests and to run a reliable, secure Website. It falls into three groups.',
        '**Information you give us.** When you complete a contact, demo-request or white-paper form, we collect the details you enter, which may include:',
        list(
          'your name, business email address, company or organization name and job title;',
          'your phone number and country or state, where you choose to provide them;',
          'the white paper, solution or use case you are interested in, and any message you write to us;',
          'your communication preferences, including whether you agree to receive follow-up emails.',
        ),
        '**Information collected automatically.** When you browse the Website, your browser and our service providers record technical information such as the pages you view, the page that referred you, the date and time of your visit, your browser type and language, your device type and operating system, and an approximate location derived from your IP address. Much of this is gathered through cookies and similar technologies, described in section 2.',
        '**Information from other sources.** If you book a technical call through our external scheduling page or contact us through a professional networking site, we receive the details you share through that service. We may also combine business contact details with information that is publicly available, such as your company\'s industry and size, to route your enquiry to the right person.',
        'We do not ask for, and ask you not to submit through our forms, sensitive personal information such as government identification numbers, financial account details, health information or information about children.',
      ),
    },
    {
      id: 'cookies-and-analytics',
      heading: '2. Cookies, Local Storage and Analytics',
      body: md(
        'We use a small number of cookies and browser storage entries, grouped into three categories that you can review and change at any time on our [Cookie Preferences](/opt-out-preferences) page:',
        list(
          '**Functional** entries are required for the Website to work. They include the local-storage entries that remember your cookie choices, so we do not ask you again on every visit. They cannot be switched off.',
          '**Analytics** cookies are set by Google Analytics and help us understand, in aggregate, which pages are read, how visitors arrive and where the Website can be improved. They are active by default when you first visit; you can turn them off in the cookie banner or on the Cookie Preferences page, and when you do we stop sending page-view data and delete the analytics cookies already set.',
          '**Security** cookies are set by Google reCAPTCHA to protect our forms from spam and automated abuse. They stay off unless you enable them.',
        ),
        'Our [Cookie Preferences](/opt-out-preferences) page lists each cookie by name, purpose and expiration and explains how to reset your choices. Most browsers also let you block or delete cookies; if you block functional storage, the Website cannot remember your choices and will show the cookie banner again.',
        'We do not use the Website\'s cookies to build advertising profiles, and we do not allow third-party advertising networks to place cookies on the Website.',
      ),
    },
    {
      id: 'how-we-use-information',
      heading: '3. How We Use Information',
      body: md(
        'We use personal information for the following purposes:',
        list(
          'to respond to your enquiries, schedule technical calls and demos, and deliver the white papers you request;',
          'to follow up about our software, events and research where you have asked us to or where the law otherwise allows, always with a way to opt out;',
          'to operate, maintain and improve the Website, including measuring which content is useful and fixing problems;',
          'to protect the Website, our forms and our visitors from spam, fraud, abuse and security incidents;',
          'to keep records of your consent and preferences, including your cookie choices;',
          'to comply with legal obligations, enforce our [Terms and Conditions](/terms-and-conditions) and establish, exercise or defend legal claims.',
        ),
        'We do not use the information collected through the Website to train, fine-tune or evaluate machine-learning models, and we do not make decisions about you based solely on automated processing that produce legal or similarly significant effects.',
      ),
    },
    {
      id: 'how-we-share-information',
      heading: '4. How We Share Information',
      body: md(
        `${site.legalName} does not sell personal information, and we do not share it for cross-context behavioral advertising. We disclose personal information only in the following circumstances:`,
        list(
          '**Service providers.** We rely on carefully selected vendors that process information on our behalf and under our instructions, including our marketing-forms and customer-relationship provider (which hosts our embedded forms and stores submissions), our web analytics provider, our spam-prevention provider, our website hosting and content-delivery providers, our scheduling service and our email provider. They are contractually required to protect the information and to use it only to provide their services to us.',
          '**Authorized partners.** If you ask about buying through a cloud marketplace or an authorized reseller, we may share your business contact details and your request with that partner so that it can respond.',
          '**Legal and safety reasons.** We may disclose information where we believe in good faith that it is required by law, regulation, subpoena or court order, or is necessary to protect the rights, property or safety of our company, our visitors or others.',
          '**Business transfers.** If we are involved in a merger, acquisition, financing, reorganization or sale of assets, information may be transferred as part of that transaction, subject to this policy or a policy at least as protective.',
          '**With your consent.** We may share information for other purposes when you direct us to or agree to it.',
        ),
        'We may also publish aggregated or de-identified statistics, such as overall visitor numbers, that cannot reasonably be used to identify you.',
      ),
    },
    {
      id: 'data-retention',
      heading: '5. Data Retention',
      body: md(
        'We keep personal information only for as long as it serves the purpose for which it was collected, and then delete or de-identify it. In practice:',
        list(
          'form submissions and related correspondence are kept while we have an active business conversation with you and for up to three years after our last meaningful interaction, unless you ask us to delete them sooner;',
          'analytics data is kept in our analytics account for 14 months and then deleted automatically; the expiration of each analytics cookie is shown on the [Cookie Preferences](/opt-out-preferences) page;',
          'records of your consent and of requests you make under this policy are kept for as long as we need them to show that we honored your choices;',
          'information we must keep for legal, tax or accounting reasons, or to resolve a dispute, is kept for the period the law requires.',
        ),
        'Your cookie choices are stored in your own browser and remain there until you reset them or clear your browser storage.',
      ),
    },
    {
      id: 'data-security',
      heading: '6. Data Security',
      body: md(
        'We protect personal information with administrative, technical and physical safeguards appropriate to its sensitivity. The Website is served only over encrypted HTTPS connections, access to form submissions is limited to staff who need it and protected by multi-factor authentication, and we review the security practices of the service providers we rely on.',
        'No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If we learn of a security incident that affects your personal information, we will notify you and the relevant authorities where the law requires us to. Please contact us promptly if you believe your interaction with us is no longer secure.',
      ),
    },
    {
      id: 'your-privacy-rights',
      heading: '7. Your Privacy Rights and Choices',
      body: md(
        'You can control how we use your information in several ways, wherever you live:',
        list(
          '**Marketing emails.** Every marketing email includes an unsubscribe link, and you can also ask us directly to stop contacting you.',
          '**Cookies.** You can change your cookie choices at any time on the [Cookie Preferences](/opt-out-preferences) page.',
          '**Forms.** Fields that are not marked as required are optional; leaving them blank does not limit your access to the Website.',
        ),
        '**State privacy rights.** Depending on your state of residence, including California, Virginia, Colorado, Connecticut, Utah, Texas and other states with comprehensive privacy laws, you may have the right to:',
        list(
          'know or confirm whether we process your personal information and access the categories and specific pieces we hold;',
          'correct inaccurate personal information;',
          'delete personal information we collected from or about you;',
          'obtain a portable copy of your personal information;',
          'opt out of the sale of personal information, targeted advertising or profiling with legal or similarly significant effects (we do not engage in these activities);',
          'limit the use of sensitive personal information (we do not collect it through the Website);',
          'not be discriminated against for exercising any of these rights.',
        ),
        `To make a request, email ${mailto} or use our [contact page](/contact-us). We will confirm receipt and respond within the time the applicable law allows, normally 45 days. To protect your information we will verify your request by matching details you provide against the information we hold, and we may ask for more detail where necessary. You may use an authorized agent, in which case we may ask for proof of the agent's authority. If we decline your request, you may appeal by replying to our decision; we will respond to appeals within the time the law requires and, if we deny your appeal, tell you how to contact your state attorney general.`,
        'If you visit from outside the United States, your information will be processed in the United States, where privacy laws may differ from those of your country. You may contact us to exercise the rights available to you under your local law.',
      ),
    },
    {
      id: 'childrens-privacy',
      heading: "8. Children's Privacy",
      body: md(
        'The Website is intended for business professionals and is not directed to children. We do not knowingly collect personal information from anyone under 16 years of age. If you believe a child has provided personal information to us, please contact us and we will delete it.',
      ),
    },
    {
      id: 'changes-and-contact',
      heading: '9. Changes to This Policy and How to Contact Us',
      body: md(
        'We may update this Privacy Policy from time to time to reflect changes in our practices, the services we use or the law. When we do, we will revise the "Last updated" date at the top of this page, and if the changes are material we will give more prominent notice, such as a notice on the Website or, where we have your email address, a message to you. Your continued use of the Website after an update means the revised policy applies.',
        `If you have questions about this policy or how we handle personal information, please contact ${site.legalName} at ${mailto} or through our [contact page](/contact-us), with "Privacy" in the subject line.`,
      ),
    },
  ],
}
