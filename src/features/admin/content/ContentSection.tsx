import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import BoardsPanel from './BoardsPanel';
import DirectoryPanel from './DirectoryPanel';
import EndorsersPanel from './EndorsersPanel';
import SitePageEditor from './SitePageEditor';
import SiteSettingsForm from './SiteSettingsForm';

/**
 * The Content section of /admin/page: boards and kinds, the /member directory, endorsers, the
 * site settings and the content pages. Each tab loads when first opened.
 */
export default function ContentSection() {
  return (
    <Tabs id="admin-content-tabs" defaultActiveKey="boards" mountOnEnter className="mb-3">
      <Tab eventKey="boards" title="게시판 · 말머리">
        <BoardsPanel />
      </Tab>
      <Tab eventKey="directory" title="구성원">
        <DirectoryPanel />
      </Tab>
      <Tab eventKey="endorsers" title="홍보대사">
        <EndorsersPanel />
      </Tab>
      <Tab eventKey="settings" title="사이트 정보">
        <SiteSettingsForm />
      </Tab>
      <Tab eventKey="pages" title="페이지">
        <SitePageEditor />
      </Tab>
    </Tabs>
  );
}
