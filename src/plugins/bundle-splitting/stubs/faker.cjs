// Stands in for @faker-js/faker in the browser bundle. postman-collection
// calls faker only to expand `{{$random…}}` variables, which the REST API
// reference's code samples never contain, yet the library weighs over a
// megabyte gzipped. Nothing reads it when the module loads, so an empty
// object is enough; a sample that did use such a variable would throw.
module.exports = {};
