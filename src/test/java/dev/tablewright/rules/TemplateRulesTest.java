package dev.tablewright.rules;

import static dev.tablewright.rules.MoviesFixture.append;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Severity;
import dev.tablewright.model.stream.KeptFixtures;

import org.junit.jupiter.api.Test;

class TemplateRulesTest {

    private static DataModel movieTemplate(String attribute, String source) {
        return MoviesFixture.withEntity("Movie", e -> e.withKeyTemplate(attribute, KeyTemplate.parse(source)));
    }

    @Test
    void syntaxError() {
        Check.problem(movieTemplate("GSI1PK", "GENRE#${genre"), Severity.ERROR, "Movies/entities/Movie/keys/GSI1PK",
                "template 'GENRE#${genre' for 'GSI1PK' is malformed: '${' is not closed by '}' at column 7");
        Check.problem(movieTemplate("GSI1SK", "${releaseYear:x:0}"), Severity.ERROR, "Movies/entities/Movie/keys/GSI1SK",
                "is malformed: the size in ${releaseYear:x:0} is not a whole number");
        Check.none(MoviesFixture.movies(), "malformed");
    }

    @Test
    void undeclaredAttributeIsAWarning() {
        Check.problem(movieTemplate("PK", "MOVIE#${movieKey}"), Severity.WARNING, "Movies/entities/Movie/keys/PK",
                "template 'MOVIE#${movieKey}' for 'PK' uses 'movieKey', which entity Movie does not declare");
        Check.none(MoviesFixture.movies(), "does not declare");
    }

    /** A kept entity's templates render from its source item and the map entry: KeptKeepingRules checks them. */
    @Test
    void aKeptEntitysTemplatesNeedNoDeclaration() {
        Check.none(KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX), "does not declare");
    }

    @Test
    void keyAndTypeAttributesNeedNoDeclaration() {
        Check.none(movieTemplate("GSI1SK", "${entityType}#${SK}"), "does not declare");
    }

    @Test
    void templateForANonKeyAttributeIsInfo() {
        Check.problem(movieTemplate("slug", "${title}"), Severity.INFO, "Movies/entities/Movie/keys/slug",
                "'slug' is not a key attribute of the table or any index");
        Check.none(MoviesFixture.movies(), "not a key attribute");
    }

    @Test
    void numberKeyTemplateMustRenderANumber() {
        Check.problem(numberKey("YEAR#${releaseYear}"), Severity.ERROR, "Movies/entities/Movie/keys/GSI2SK",
                "template 'YEAR#${releaseYear}' for 'GSI2SK' cannot render a number: the attribute is of type N, "
                        + "but the template's literal text makes values like 'YEAR#1'");
        Check.problem(numberKey("abc"), Severity.ERROR, "Movies/entities/Movie/keys/GSI2SK", "cannot render a number");
        Check.problem(numberKey("${releaseYear:6:#}"), Severity.ERROR, "Movies/entities/Movie/keys/GSI2SK",
                "cannot render a number");
        Check.none(numberKey("${releaseYear}"), "cannot render a number");
        Check.none(numberKey("${releaseYear}.${releaseYear:2:0}"), "cannot render a number");
        Check.none(numberKey("42"), "cannot render a number");
    }

    /** A second GSI sorted by a number, and a Movie template for that sort key. */
    private static DataModel numberKey(String source) {
        return MoviesFixture.with(t -> t.withGlobalIndexes(append(t.globalIndexes(), new GlobalSecondaryIndex("GSI2",
                        KeySchema.of("GSI1PK", AttributeType.S, "GSI2SK", AttributeType.N), Projection.KEYS_ONLY)))
                .withAttributes(append(t.attributes(), new AttributeDef("GSI2SK", AttributeType.N)))
                .withEntity("Movie", e -> e.withKeyTemplate("GSI2SK", KeyTemplate.parse(source))));
    }
}
