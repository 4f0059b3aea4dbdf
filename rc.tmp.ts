import {rechunkPagefindIndex} from './src/plugins/search/rechunkPagefindIndex';
console.log(rechunkPagefindIndex('build/pagefind'));
