// Package exporter turns packs and games into pictures and files other
// tools read: tiles drawn from their features (or their artwork), board
// pictures of games, contact sheets, pack directories and zips (and their
// safe import), JCloisterZone add-ons, Tiled tilesets and maps, and
// print-and-play PDFs.
//
// Everything it draws is deterministic: the same pack gives the same
// bytes, so pictures can be golden files.
package exporter
