import '@wordpress/components/build-style/style.css';
import '@wordpress/block-editor/build-style/style.css';
import './app.css';

import { registerBusinessHoursBlock } from '@blockyard/content';
import { createRoot } from 'react-dom/client';

import { Editor } from './editor.jsx';
import { host } from './host.js';

registerBusinessHoursBlock();
createRoot(document.getElementById('root')).render(<Editor host={host} />);
