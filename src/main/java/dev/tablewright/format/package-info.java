/**
 * Model files: NoSQL Workbench data model JSON with a per-table OneTable {@code ModelSchema}
 * (docs/file-format.md is the contract). {@link dev.tablewright.format.WorkbenchJson} reads, writes
 * and saves them; reading never throws and reports everything as problems in a
 * {@link dev.tablewright.format.ReadResult}.
 * <ul>
 * <li>{@code format.json}: tolerant JSON text to tree (line:column for broken JSON, duplicate keys),
 *     deterministic tree to text, problem collection with JSON paths</li>
 * <li>{@code format.dynamo}: DynamoDB JSON to and from attribute values</li>
 * <li>{@code format.workbench}: the Workbench document and its ModelSchema, both ways</li>
 * <li>{@code format.io}: atomic file replacement, for models, recovery copies and preferences</li>
 * </ul>
 */
package dev.tablewright.format;
