import { render } from 'preact';
import { App } from './app.tsx';
import { installLinkInterception } from './router.ts';
import './styles.css';

installLinkInterception();
render(<App />, document.getElementById('app')!);
