import { testRemotePages } from '@community/shared/testing';

testRemotePages('mf_activities', (file) => import(`./${file}`));
