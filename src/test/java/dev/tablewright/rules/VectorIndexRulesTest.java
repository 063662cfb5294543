package dev.tablewright.rules;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Entity;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** Vector indexes against DynamoDB's limits and rules (docs/vector-indexes.md), and sample items against them. */
class VectorIndexRulesTest {
    private static final String INDEX = "Products/indexes/ByEmbedding";

    /** An on-demand catalogue with one valid vector index of 3 dimensions and two items that fit it. */
    private static TableDesign products() {
        return TableDesign.of("Products", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withAttributes(List.of(new AttributeDef("category", AttributeType.S),
                        new AttributeDef("brand", AttributeType.S), new AttributeDef("embedding", AttributeType.L)))
                .withVectorIndexes(List.of(index()))
                .withItems(List.of(
                        Item.of("PK", s("P#1"), "SK", s("P#1"), "category", s("shoes"), "embedding", vector("0.1", "0.2", "0.3")),
                        Item.of("PK", s("P#2"), "SK", s("P#2"), "category", s("shoes"), "embedding", vector("1", "-2", "3e2"))));
    }

    private static VectorIndex index() {
        return new VectorIndex("ByEmbedding", "embedding", 3, DistanceFunction.COSINE, Projection.include(List.of("title")),
                new SearchSchema(Optional.of("category"), List.of("brand")));
    }

    private static AttributeValue vector(String... numbers) {
        return new AttributeValue.L(java.util.Arrays.stream(numbers).map(AttributeValue::n).map(AttributeValue.class::cast)
                .toList());
    }

    private static DataModel with(UnaryOperator<TableDesign> change) {
        return DataModel.of("m", List.of(change.apply(products())));
    }

    private static DataModel withIndex(UnaryOperator<VectorIndex> change) {
        return with(t -> t.withVectorIndexes(List.of(change.apply(index()))));
    }

    @Test
    void aValidIndexWithFittingItemsIsClean() {
        Check.clean(DataModel.of("m", List.of(products())));
    }

    @Test
    void theNameFollowsDynamoDbsIndexNameRules() {
        Check.problem(withIndex(v -> v.withName("ab")), Severity.ERROR, "Products/indexes/ab",
                "vector index name 'ab' has 2 characters: DynamoDB requires 3 to 255");
        Check.problem(withIndex(v -> v.withName("by embedding")), Severity.ERROR, "Products/indexes/by embedding",
                "vector index name 'by embedding' contains ' '");
        Check.problem(withIndex(v -> v.withName("x".repeat(256))), Severity.ERROR, "Products/indexes/" + "x".repeat(256),
                "has 256 characters");
        Check.none(withIndex(v -> v.withName("x".repeat(255))), "characters");
        Check.none(withIndex(v -> v.withName("a_b.c-1")), "contains");
    }

    @Test
    void theNameIsUniqueAcrossGsisLsisAndVectorIndexes() {
        String phrase = "across its GSIs, LSIs and vector indexes";
        DataModel gsi = with(t -> t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("ByEmbedding",
                KeySchema.of("category", AttributeType.S), Projection.ALL))));
        Check.problem(gsi, Severity.ERROR, INDEX, phrase);
        DataModel lsi = with(t -> t.withLocalIndexes(List.of(new LocalSecondaryIndex("ByEmbedding",
                new AttributeDef("brand", AttributeType.S), Projection.ALL))));
        Check.problem(lsi, Severity.ERROR, INDEX, phrase);
        DataModel twice = with(t -> t.withVectorIndexes(List.of(index(), index())));
        assertEquals(1, ModelValidator.validate(twice).stream().filter(p -> p.message().contains(phrase)).count());
        Check.none(with(t -> t.withVectorIndexes(List.of(index(), index().withName("ByEmbedding2")))), phrase);
    }

    @Test
    void atMostFivePerTable() {
        List<VectorIndex> six = IntStream.range(0, 6).mapToObj(i -> index().withName("Vectors" + i)).toList();
        Check.problem(with(t -> t.withVectorIndexes(six)), Severity.ERROR, "Products",
                "the table has 6 vector indexes: DynamoDB allows at most 5 per table");
        Check.none(with(t -> t.withVectorIndexes(six.subList(0, 5))), "vector indexes: DynamoDB allows");
    }

    @Test
    void dimensionsAreOneTo4096() {
        Check.problem(withIndex(v -> v.withDimensions(0)), Severity.ERROR, INDEX,
                "vector index ByEmbedding has 0 dimensions: DynamoDB takes 1 to 4,096");
        Check.problem(withIndex(v -> v.withDimensions(4097)), Severity.ERROR, INDEX, "has 4,097 dimensions");
        Check.none(with(t -> t.withItems(List.of()).withVectorIndexes(List.of(index().withDimensions(4096)))),
                "dimensions");
        Check.none(with(t -> t.withItems(List.of()).withVectorIndexes(List.of(index().withDimensions(1)))), "dimensions");
    }

    @Test
    void indexesOnOneAttributeShareTheirDimensions() {
        DataModel model = with(t -> t.withItems(List.of()).withVectorIndexes(List.of(index(),
                index().withName("Other").withDimensions(4))));
        Check.problem(model, Severity.ERROR, "Products/indexes/Other", "vector index Other reads 'embedding' as 4 "
                + "dimensions but vector index ByEmbedding as 3: indexes on the same attribute must use the same dimensions");
        Check.none(with(t -> t.withVectorIndexes(List.of(index(), index().withName("Other")))), "same dimensions");
        Check.none(with(t -> t.withItems(List.of()).withVectorIndexes(List.of(index(),
                index().withName("Other").withVectorAttribute("image").withDimensions(4)))), "same dimensions");
    }

    @Test
    void theTableMustBeOnDemand() {
        Check.problem(with(t -> t.withBilling(Billing.provisioned(5, 5))), Severity.ERROR, "Products",
                "Vector indexes are only supported for PAY_PER_REQUEST tables");
        Check.none(with(t -> t.withBilling(Billing.provisioned(5, 5)).withVectorIndexes(List.of())), "PAY_PER_REQUEST");
    }

    @Test
    void theVectorAttributeIsNoKey() {
        Check.problem(withIndex(v -> v.withVectorAttribute("SK")), Severity.ERROR, INDEX,
                "reads its vectors from 'SK', the sort key of the table: a vector attribute cannot be declared in "
                        + "AttributeDefinitions");
        DataModel gsiKey = with(t -> t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("ByVector",
                KeySchema.of("embedding", AttributeType.S), Projection.ALL))));
        Check.problem(gsiKey, Severity.ERROR, INDEX, "the partition key of index ByVector");
    }

    @Test
    void theVectorAttributeIsInNoSearchSchema() {
        Check.problem(withIndex(v -> v.withSearchSchema(new SearchSchema(Optional.of("category"), List.of("embedding")))),
                Severity.ERROR, INDEX, "'embedding', which is in its own search schema");
        VectorIndex other = new VectorIndex("ByImage", "image", 2, DistanceFunction.EUCLIDEAN, Projection.ALL,
                new SearchSchema(Optional.empty(), List.of("embedding")));
        Check.problem(with(t -> t.withItems(List.of()).withVectorIndexes(List.of(index(), other))), Severity.ERROR, INDEX,
                "which is in vector index ByImage's search schema");
    }

    @Test
    void aDeclaredVectorAttributeIsAList() {
        DataModel declaredS = with(t -> t.withAttributes(List.of(new AttributeDef("category", AttributeType.S),
                new AttributeDef("brand", AttributeType.S), new AttributeDef("embedding", AttributeType.NS))));
        Check.problem(declaredS, Severity.ERROR, INDEX,
                "'embedding', which the table declares as NS: a vector is a list (L) of numbers");
        DataModel inEntity = with(t -> t.withEntities(List.of(Entity.named("Product")
                .withAttributes(List.of(new AttributeDef("embedding", AttributeType.S))))));
        Check.problem(inEntity, Severity.ERROR, INDEX, "which entity Product declares as S");
        DataModel undeclared = with(t -> t.withAttributes(List.of(new AttributeDef("category", AttributeType.S),
                new AttributeDef("brand", AttributeType.S))));
        Check.none(undeclared, "a vector is a list");
    }

    @Test
    void searchSchemaAttributesNeedADeclaredScalarType() {
        DataModel undeclared = with(t -> t.withAttributes(List.of(new AttributeDef("brand", AttributeType.S)))
                .withEntities(List.of(Entity.named("Product").withAttributes(List.of(new AttributeDef("category",
                        AttributeType.N))))));
        Problem p = Check.problem(undeclared, Severity.ERROR, INDEX,
                "the search schema's partition attribute 'category' of vector index ByEmbedding has no declared type");
        assertEquals(Optional.of(new FixHint.DeclareAttribute("Products", new AttributeDef("category", AttributeType.N))),
                p.fixHint(), "the entity's declaration is offered as the fix");
        DataModel aMap = with(t -> t.withAttributes(List.of(new AttributeDef("category", AttributeType.S),
                new AttributeDef("brand", AttributeType.M))));
        Check.problem(aMap, Severity.ERROR, INDEX, "the search schema's filter attribute 'brand' of vector index "
                + "ByEmbedding is declared as M: search-schema attributes go to AttributeDefinitions, which take S, N or B");
        Check.none(withIndex(v -> v.withSearchSchema(new SearchSchema(Optional.of("PK"), List.of("SK")))), "search schema");
    }

    @Test
    void atMost18FilterAttributesEachNamedOnce() {
        List<AttributeDef> declared = new ArrayList<>();
        List<String> filters = new ArrayList<>();
        for (int i = 0; i < 19; i++) {
            declared.add(new AttributeDef("f" + i, AttributeType.S));
            filters.add("f" + i);
        }
        declared.add(new AttributeDef("category", AttributeType.S));
        DataModel nineteen = with(t -> t.withAttributes(declared).withItems(List.of()).withVectorIndexes(List.of(
                index().withSearchSchema(new SearchSchema(Optional.of("category"), filters)))));
        Check.problem(nineteen, Severity.ERROR, INDEX, "vector index ByEmbedding has 19 filter attributes: DynamoDB allows"
                + " 18 INLINE_FILTER elements");
        DataModel eighteen = with(t -> t.withAttributes(declared).withItems(List.of()).withVectorIndexes(List.of(
                index().withSearchSchema(new SearchSchema(Optional.of("category"), filters.subList(0, 18))))));
        Check.clean(eighteen);
        Check.problem(withIndex(v -> v.withSearchSchema(new SearchSchema(Optional.of("category"), List.of("category")))),
                Severity.ERROR, INDEX, "names 'category' twice in its search schema");
        Check.problem(withIndex(v -> v.withSearchSchema(new SearchSchema(Optional.empty(), List.of("brand", "brand")))),
                Severity.ERROR, INDEX, "names 'brand' twice in its search schema");
    }

    @Test
    void anIncludeProjectionListsOneTo20Attributes() {
        Check.problem(withIndex(v -> v.withProjection(Projection.include(List.of()))), Severity.ERROR, INDEX,
                "vector index ByEmbedding projects INCLUDE with 0 attributes: DynamoDB takes 1 to 20");
        List<String> names = IntStream.range(0, 21).mapToObj(i -> "a" + i).toList();
        Check.problem(withIndex(v -> v.withProjection(Projection.include(names))), Severity.ERROR, INDEX,
                "projects INCLUDE with 21 attributes");
        Check.none(withIndex(v -> v.withProjection(Projection.include(names.subList(0, 20)))), "projects INCLUDE");
        Check.problem(withIndex(v -> v.withProjection(new Projection(ProjectionType.KEYS_ONLY, List.of("title")))),
                Severity.ERROR, INDEX, "projects KEYS_ONLY but lists attributes (title)");
        Check.problem(withIndex(v -> v.withProjection(Projection.include(List.of("title", "title")))), Severity.ERROR,
                INDEX, "projects 'title' twice");
    }

    @Test
    void aSampleVectorOfTheWrongLengthIsAnErrorAtItsItem() {
        DataModel model = with(t -> t.withItems(List.of(t.items().get(0), t.items().get(1)
                .with("embedding", vector("1", "2")))));
        Check.problem(model, Severity.ERROR, "Products/items/1", "'embedding' holds 2 elements but vector index "
                + "ByEmbedding takes 3 dimensions");
        assertEquals(1, ModelValidator.validate(model).stream().filter(p -> p.path().startsWith("Products/items")).count());
    }

    @Test
    void aNonNumberElementIsNamedByItsPosition() {
        DataModel model = with(t -> t.withItems(List.of(t.items().get(0).with("embedding",
                new AttributeValue.L(List.of(n("0.1"), s("0.2"), AttributeValue.bool(true)))))));
        Check.problem(model, Severity.ERROR, "Products/items/0",
                "'embedding'[1] is S, not a number (and 1 more element): vector index ByEmbedding takes a list of numbers only");
        Check.none(model, "holds");
    }

    @Test
    void aVectorThatIsNoListIsAnError() {
        DataModel model = with(t -> t.withItems(List.of(t.items().get(0).with("embedding",
                new AttributeValue.NS(java.util.Set.of(java.math.BigDecimal.ONE, java.math.BigDecimal.TEN))))));
        Check.problem(model, Severity.ERROR, "Products/items/0",
                "'embedding' is NS: vector index ByEmbedding takes a list (L) of 3 numbers");
    }

    @Test
    void anItemInAnEntityIsReportedAtItsEntityPath() {
        DataModel model = with(t -> t.withItems(List.of()).withEntities(List.of(Entity.named("Product")
                .withItems(List.of(Item.of("PK", s("P#1"), "SK", s("P#1"), "category", s("shoes"),
                        "embedding", vector("1")))))));
        Check.problem(model, Severity.ERROR, "Products/entities/Product/items/0", "holds 1 element but");
    }

    @Test
    void twoIndexesOnOneAttributeAreNamedTogether() {
        DataModel model = with(t -> t.withVectorIndexes(List.of(index(), index().withName("Second")))
                .withItems(List.of(t.items().get(0).with("embedding", vector("1")))));
        Check.problem(model, Severity.ERROR, "Products/items/0", "holds 1 element but vector indexes ByEmbedding and Second take 3 "
                + "dimensions");
    }

    @Test
    void aPartitionValueOfAnotherTypeOrEmptyIsAnError() {
        DataModel number = with(t -> t.withItems(List.of(t.items().get(0).with("category", n("7")))));
        Check.problem(number, Severity.ERROR, "Products/items/0", "'category', the search schema's partition attribute "
                + "of vector index ByEmbedding, is N but declared S: DynamoDB refuses the write");
        DataModel empty = with(t -> t.withItems(List.of(t.items().get(0).with("category", s("")))));
        Check.problem(empty, Severity.ERROR, "Products/items/0", "is an empty string: DynamoDB refuses the write");
        Check.none(with(t -> t.withItems(List.of(t.items().get(0).with("brand", n("7"))))), "refuses the write");
    }

    @Test
    void itemsWithoutThePartitionAttributeAreNotIndexed() {
        DataModel model = with(t -> t.withItems(List.of(t.items().get(0),
                t.items().get(1).without("category"),
                Item.of("PK", s("P#3"), "SK", s("P#3"), "embedding", vector("1", "2", "3")),
                Item.of("PK", s("P#4"), "SK", s("P#4")))));
        Problem p = Check.problem(model, Severity.INFO, INDEX, "2 sample items carry 'embedding' but not 'category', "
                + "the search schema's partition attribute of vector index ByEmbedding: DynamoDB leaves them out of the "
                + "index");
        assertEquals(true, p.message().endsWith("(first: Products/items/1)"), p.message());
        Check.none(DataModel.of("m", List.of(products())), "sample items carry");
        Check.none(withIndex(v -> v.withSearchSchema(new SearchSchema(Optional.empty(), List.of("brand")))),
                "sample item");
        List<Problem> lint = ModelValidator.lint(model);
        assertEquals(1, lint.stream().filter(x -> x.message().contains("leaves them out")).count(), lint::toString);
    }
}
