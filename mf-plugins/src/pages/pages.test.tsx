import { testRemotePages } from '@community/shared/testing';

testRemotePages('mf_plugins', (file) => import(`./${file}`));
