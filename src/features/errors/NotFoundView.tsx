import ErrorPage from './ErrorPage';

/** Shown for any address that has no page. */
export default function NotFoundView() {
  return (
    <ErrorPage code={404} title="페이지를 찾을 수 없습니다">
      요청하신 페이지가 사라졌거나 주소가 바뀌었을 수 있습니다.
      <br className="d-none d-sm-inline" /> 입력하신 주소를 다시 한번 확인해 주세요.
    </ErrorPage>
  );
}
