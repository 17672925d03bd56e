import { testRemotePages } from '@community/shared/testing';

testRemotePages('mf_profile', (file) => import(`./${file}`));
