import { testRemotePages } from '@community/shared/testing';

testRemotePages('mf_resources', (file) => import(`./${file}`));
