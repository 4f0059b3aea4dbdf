// Stands in for @faker-js/faker in the browser bundle. postman-collection
// uses faker only to expand `{{$random…}}` variables, which the REST API
// reference's code samples never contain, yet the library weighs over a
// megabyte gzipped. postman-collection looks some faker functions up when it
// loads, so every property of this stand-in is itself a function (returning
// an empty string) with the same properties.
const fake = new Proxy(() => '', {
  get: (_target, property) => (property === 'then' || property === '__esModule' ? undefined : fake),
});

module.exports = fake;
