import Head from 'next/head';
import Link from 'next/link';
import Container from 'react-bootstrap/Container';

/** Shown for any address that has no page. */
export default function NotFoundView() {
  return (
    <>
      <Head>
        <title>페이지를 찾을 수 없습니다 | 나눔</title>
      </Head>
      <section className="not-found" aria-labelledby="not-found-title">
        <Container className="text-center">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1 id="not-found-title" className="not-found-title">
            페이지를 찾을 수 없습니다
          </h1>
          <p className="not-found-text">
            요청하신 페이지가 사라졌거나 주소가 바뀌었을 수 있습니다.
            <br className="d-none d-sm-inline" /> 입력하신 주소를 다시 한번 확인해 주세요.
          </p>
          <Link href="/" className="btn btn-primary btn-lg">
            홈으로 돌아가기
          </Link>
        </Container>
      </section>
    </>
  );
}
