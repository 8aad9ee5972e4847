import Link from 'next/link';
import Endorsers from './Endorsers';
import HeroIllustration from './HeroIllustration';
import LatestNews from './LatestNews';
import { EMPTY_HOME_DATA, type HomeData } from './homeData';
import { homeContent, type HomeAction, type HomeCard, type HomeSection } from './homeContent';
import styles from './HomeView.module.css';

type Tone = 'light' | 'dark';

const ACTION_CLASS: Record<Tone, Record<HomeAction['variant'], string>> = {
  light: { primary: 'btn btn-primary btn-lg', secondary: 'btn btn-outline-primary btn-lg' },
  dark: { primary: 'btn btn-accent btn-lg', secondary: 'btn btn-outline-light btn-lg' },
};

function Actions({ actions, tone }: { actions: readonly HomeAction[]; tone: Tone }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {actions.map((action) => (
        <Link prefetch={false} key={action.href} href={action.href} className={ACTION_CLASS[tone][action.variant]}>
          {action.label}
        </Link>
      ))}
    </div>
  );
}

function SectionHeader({ section, tone = 'light' }: { section: HomeSection; tone?: Tone }) {
  return (
    <div className={styles.header}>
      <p className={tone === 'dark' ? 'section-eyebrow section-eyebrow-dark' : 'section-eyebrow'}>{section.eyebrow}</p>
      <h2 id={`${section.id}-title`} className={styles.title}>
        {section.title}
      </h2>
      <p className={styles.lead}>{section.lead}</p>
    </div>
  );
}

/** A content card; its link stretches over the card, so the whole card is one target. */
function InfoCard({ card, className = '' }: { card: HomeCard; className?: string }) {
  return (
    <div className={`card ${styles.card} h-100 ${className}`}>
      <div className="card-body d-flex flex-column">
        {card.tag && <p className={styles.cardTag}>{card.tag}</p>}
        <h3 className={`card-title ${styles.cardTitle}`}>{card.title}</h3>
        <p className={`card-text ${styles.cardText}`}>{card.description}</p>
        {card.link && (
          <Link prefetch={false} href={card.link.href} className={`${styles.cardLink} stretched-link mt-auto`}>
            {card.link.label}
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </div>
  );
}

function Hero() {
  const { hero } = homeContent;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-7">
            <p className="section-eyebrow">{hero.eyebrow}</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              {hero.title}
            </h1>
            <p className={styles.heroLead}>{hero.lead}</p>
            <Actions actions={hero.actions} tone="light" />
            <ul className={`${styles.promise} list-unstyled mt-4 mb-0`}>
              {hero.promise.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="col-lg-5 d-none d-lg-block">
            <HeroIllustration />
          </div>
        </div>
      </div>
    </section>
  );
}

function AboutSection() {
  const { about } = homeContent;
  return (
    <section id={about.id} className={styles.section} aria-labelledby={`${about.id}-title`}>
      <div className="container">
        <SectionHeader section={about} />
        <div className="row row-cols-1 row-cols-md-3 g-4">
          {about.cards.map((card) => (
            <div key={card.title} className="col">
              <InfoCard card={card} />
            </div>
          ))}
        </div>
        {about.links && (
          <nav aria-label="협회 소개 더 보기" className="mt-4">
            <ul className="pill-links list-unstyled d-flex flex-wrap gap-2 mb-0">
              {about.links.map((link) => (
                <li key={link.href}>
                  <Link prefetch={false} href={link.href} className="pill-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}

function YouthSection() {
  const { youth } = homeContent;
  return (
    <section id={youth.id} className={`${styles.section} ${styles.tinted}`} aria-labelledby={`${youth.id}-title`}>
      <div className="container">
        <SectionHeader section={youth} />
        <div className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-4">
          {youth.cards.map((card) => (
            <div key={card.title} className="col">
              <InfoCard card={card} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function NewsSection({ data }: { data: HomeData }) {
  const { news } = homeContent;
  return (
    <section id={news.id} className={styles.section} aria-labelledby={`${news.id}-title`}>
      <div className="container">
        <SectionHeader section={news} />
        <LatestNews notices={data.notices} gallery={data.gallery} />
        <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3">
          {news.cards.map((card) => (
            <div key={card.title} className="col">
              <InfoCard card={card} className={styles.newsCard} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function EndorsersSection({ data }: { data: HomeData }) {
  const { endorsers } = homeContent;
  if (data.endorsers.length === 0) return null;
  return (
    <section id={endorsers.id} className={`${styles.section} ${styles.tinted}`} aria-labelledby={`${endorsers.id}-title`}>
      <div className="container">
        <SectionHeader section={endorsers} />
        <Endorsers endorsers={data.endorsers} />
      </div>
    </section>
  );
}

function JoinSection() {
  const { join } = homeContent;
  return (
    <section id={join.id} className={styles.join} aria-labelledby={`${join.id}-title`}>
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-lg-6">
            <SectionHeader section={join} tone="dark" />
            {join.actions && <Actions actions={join.actions} tone="dark" />}
          </div>
          <div className="col-lg-6">
            <ul className={`${styles.ways} list-unstyled mb-0`}>
              {join.cards.map((card) => (
                <li key={card.title} className={styles.way}>
                  <h3 className={styles.wayTitle}>{card.title}</h3>
                  <p className="mb-0">{card.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The home page: hero, about, youth programme, the latest notices and gallery, endorsers and a
 * call to join (the partners are in the carousel above the footer of every page).
 */
export default function HomeView({ data = EMPTY_HOME_DATA }: { data?: HomeData }) {
  return (
    <>
      <Hero />
      <AboutSection />
      <YouthSection />
      <NewsSection data={data} />
      <EndorsersSection data={data} />
      <JoinSection />
    </>
  );
}
