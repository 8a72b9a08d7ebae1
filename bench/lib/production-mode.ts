// Imported first by benches that render pages: React picks its development or production build
// from NODE_ENV when it is first loaded, and the development build renders several times slower.
process.env.NODE_ENV = 'production';
